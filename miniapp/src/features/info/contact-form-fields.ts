import type { ProfileResponse } from '@tracker/shared/contract';
import { getStoredUserId, readStoredUser } from '../../lib/auth-store.ts';
import type { KeyValueStore } from '../../lib/storage.ts';

/**
 * The contact prefill of rewards.md 2.10: the stored user's e-mail, else the telegram id with @
 * (the loaded profile's, else the stored user's), else empty.
 */
export function contactPrefill(store: KeyValueStore, profile: Pick<ProfileResponse, 'telegram_id'> | null): string {
  const stored = readStoredUser(store) as (ReturnType<typeof readStoredUser> & { email?: unknown }) | null;
  if (typeof stored?.email === 'string' && stored.email !== '') return stored.email;
  const telegramId = profile?.telegram_id ?? stored?.telegram_id;
  return telegramId ? `@${telegramId}` : '';
}

/**
 * The feedback's user_id (rewards.md 3, 6): the stored user object's id, else the stored auth_user_id
 * (a bot or address sign-in stores no user object), as a number when it is one; null signed out.
 */
export function feedbackUserId(store: KeyValueStore): number | string | null {
  const id = readStoredUser(store)?.id;
  if (typeof id === 'number') return id;
  const stored = getStoredUserId(store)?.trim();
  if (!stored) return null;
  return /^\d+$/.test(stored) ? Number(stored) : stored;
}
