import { useSyncExternalStore } from 'react';
import { type KeyValueStore, localStore } from './storage.ts';

/** Browser storage keys of the signed-in state (core.md 3 "Auth state kept in browser storage"). */
export const AUTH_STORAGE_KEYS = {
  token: 'auth_token',
  userId: 'auth_user_id',
  type: 'auth_type',
  username: 'auth_username',
  /** Our addition: the rotating refresh token for hosts where the cookie is not sent. */
  refreshToken: 'refresh_token',
  /** Our addition: the user object of the last sign-in answer. */
  user: 'user',
} as const;

/**
 * Keys holding what a user wrote (core.md 4 "Habit progress": the habits' 24 h cache, their
 * titles), removed with the session, so a shared device keeps none of it after a sign-out from
 * any page, whichever parts of the app that page loaded.
 */
export const USER_CONTENT_STORAGE_KEYS = { habits: 'habitsState' } as const;

/** Fired on window after every sign-in and sign-out (core.md 4 "Session"). */
export const AUTH_CHANGED_EVENT = 'auth-changed';

export type AuthType = 'local' | 'vk' | 'telegram';

/** The fields of a stored user object that count as an identity. */
export interface StoredUser {
  id?: number | null;
  username?: string | null;
  display_name?: string | null;
  first_name?: string | null;
  telegram_id?: number | string | null;
  vk_id?: number | string | null;
}

export interface NewSession {
  token: string;
  userId: number | string;
  type: AuthType;
  refreshToken?: string | null;
  username?: string | null;
  user?: StoredUser | null;
}

export function readStoredUser(store: KeyValueStore = localStore): StoredUser | null {
  const raw = store.get(AUTH_STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as StoredUser) : null;
  } catch {
    return null;
  }
}

function present(value: unknown): boolean {
  return value !== null && value !== undefined && String(value).trim() !== '';
}

/**
 * Signed in means a stored token plus user id, or a stored user object carrying a username
 * or a messenger or social-network identifier (core.md 2 "Route guard").
 */
export function isSignedInFrom(store: KeyValueStore): boolean {
  if (present(store.get(AUTH_STORAGE_KEYS.token)) && present(store.get(AUTH_STORAGE_KEYS.userId))) return true;
  const user = readStoredUser(store);
  return !!user && (present(user.username) || present(user.telegram_id) || present(user.vk_id));
}

export function isSignedIn(): boolean {
  return isSignedInFrom(localStore);
}

export function getAccessToken(store: KeyValueStore = localStore): string | null {
  return store.get(AUTH_STORAGE_KEYS.token);
}

/** The signed-in user's id as stored at sign-in (auth_user_id), or null. */
export function getStoredUserId(store: KeyValueStore = localStore): string | null {
  return store.get(AUTH_STORAGE_KEYS.userId);
}

export function getRefreshToken(store: KeyValueStore = localStore): string | null {
  return store.get(AUTH_STORAGE_KEYS.refreshToken);
}

export function getAuthType(store: KeyValueStore = localStore): AuthType | null {
  const type = store.get(AUTH_STORAGE_KEYS.type);
  return type === 'local' || type === 'vk' || type === 'telegram' ? type : null;
}

/** Stores renewed tokens without announcing a new sign-in. */
export function storeTokens(token: string, refreshToken?: string | null, store: KeyValueStore = localStore): void {
  store.set(AUTH_STORAGE_KEYS.token, token);
  if (refreshToken) store.set(AUTH_STORAGE_KEYS.refreshToken, refreshToken);
}

export function saveSession(session: NewSession, store: KeyValueStore = localStore): void {
  clearSession(store);
  store.set(AUTH_STORAGE_KEYS.token, session.token);
  store.set(AUTH_STORAGE_KEYS.userId, String(session.userId));
  store.set(AUTH_STORAGE_KEYS.type, session.type);
  if (session.refreshToken) store.set(AUTH_STORAGE_KEYS.refreshToken, session.refreshToken);
  const username = session.username ?? session.user?.username;
  if (username) store.set(AUTH_STORAGE_KEYS.username, username);
  if (session.user) store.set(AUTH_STORAGE_KEYS.user, JSON.stringify(session.user));
}

export function clearSession(store: KeyValueStore = localStore): void {
  for (const key of [...Object.values(AUTH_STORAGE_KEYS), ...Object.values(USER_CONTENT_STORAGE_KEYS)]) store.remove(key);
}

export function notifyAuthChanged(): void {
  window.dispatchEvent(new Event(AUTH_CHANGED_EVENT));
}

/** Calls back on sign-in/out in this tab and on storage changes from other tabs. */
export function subscribeAuth(callback: (event: Event) => void): () => void {
  window.addEventListener(AUTH_CHANGED_EVENT, callback);
  window.addEventListener('storage', callback);
  return () => {
    window.removeEventListener(AUTH_CHANGED_EVENT, callback);
    window.removeEventListener('storage', callback);
  };
}

/** Whether someone is signed in, re-rendering on auth-changed. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeAuth, isSignedIn, () => false);
}
