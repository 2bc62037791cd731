import type { ProfileResponse } from '@tracker/shared/contract';
import { useSyncExternalStore } from 'react';
import { endSession } from '../../../lib/api.ts';
import { errorMessage, mentionsUnauthorized } from '../../../lib/api-client.ts';
import { isSignedIn } from '../../../lib/auth-store.ts';
import { APP_EVENTS, coinsFromEvent } from '../../../lib/app-events.ts';
import { getProfile } from '../api/get-profile.ts';

export type ProfileState =
  | { status: 'idle'; profile: null }
  | { status: 'loading'; profile: ProfileResponse | null }
  | { status: 'loaded'; profile: ProfileResponse }
  | {
      status: 'error';
      profile: null;
      /** The cause, shown under the card's 'Ошибка загрузки профиля' (core.md 8). */
      message: string;
    };

const idle: ProfileState = { status: 'idle', profile: null };
let state: ProfileState = idle;
let generation = 0;
const listeners = new Set<() => void>();

function set(next: ProfileState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Loads the signed-in user's profile (by `username` when given: the profile page's manual load); a
 * newer call wins over an older one still running. A failure that says the user is not signed in
 * ends the session and goes to /login (core.md 8); a 401 has done so already in the API client.
 */
export async function loadProfile(username?: string): Promise<ProfileResponse | null> {
  const mine = ++generation;
  set({ status: 'loading', profile: state.profile });
  try {
    const profile = await getProfile(username);
    if (mine === generation) set({ status: 'loaded', profile });
    return profile;
  } catch (error) {
    const message = errorMessage(error);
    if (mine === generation) set({ status: 'error', profile: null, message });
    if (mentionsUnauthorized(error) && isSignedIn()) endSession();
    return null;
  }
}

/**
 * Loads a shown profile again behind it (balances another device or a reward changed, the
 * subscription moved): nothing changes on screen until the answer, and a failure keeps what is
 * shown (the next chance retries).
 */
export async function refreshProfile(): Promise<void> {
  if (state.status === 'idle') return;
  if (state.status !== 'loaded') {
    await loadProfile(); // the load under way may have been answered before the change
    return;
  }
  const mine = ++generation;
  try {
    const profile = await getProfile();
    if (mine === generation) set({ status: 'loaded', profile });
  } catch {
    // Kept as shown; a signed-out session was ended by the API client's 401 handling.
  }
}

/** Shows saved changes (edit, avatar) at once, without a reload; nothing when no profile is loaded. */
export function patchProfile(changes: Partial<ProfileResponse>): void {
  if (state.profile) set({ status: 'loaded', profile: { ...state.profile, ...changes } });
}

/** The new coin balance (memory game, treasure purchase): the header, the profile and the shop read it from here. */
export function setProfileCoins(coins: number): void {
  if (state.profile) patchProfile({ stats: { ...state.profile.stats, coins } });
}

// The one listener of `coinsUpdated` (core.md 4 "Notes"): every balance change lands in the profile.
if (typeof window !== 'undefined') {
  window.addEventListener(APP_EVENTS.coinsUpdated, (event) => {
    const coins = coinsFromEvent(event);
    if (coins !== null) setProfileCoins(coins);
  });
  // A habit's target or a completed goal pays without saying the balance: the profile loads again.
  window.addEventListener(APP_EVENTS.rewardsMayHaveChanged, () => void refreshProfile());
  // Another device may have earned or spent coins while this page was hidden or offline.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refreshProfile();
  });
  window.addEventListener('online', () => void refreshProfile());
}

/** Forgets the profile (sign-out). */
export function resetProfile(): void {
  generation += 1;
  set(idle);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

/** The loaded profile outside React (the purchase listener), or null. */
export function currentProfile(): ProfileResponse | null {
  return state.profile;
}

export function useProfile(): ProfileState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Whether the user is subscribed (is_subscription_active), or null while the profile is not loaded. */
export function useSubscribed(): boolean | null {
  const { profile } = useProfile();
  return profile ? profile.is_subscription_active : null;
}
