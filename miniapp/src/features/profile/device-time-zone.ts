import { getStoredUserId } from '../../lib/auth-store.ts';
import { localStore } from '../../lib/storage.ts';
import { browserTimeZone } from '../../lib/today.ts';
import { updateTimezone } from './api/update-timezone.ts';

/** The zone this device last told the server for a user: told once even when the server's guess was right. */
const toldZoneKey = (userId: string) => `timezone-told-${userId}`;

/** This page's tries, by user and zone: each pair is sent at most once per page, answered or not. */
const tried = new Set<string>();
/** The call on its way: later calls wait for it (a 401 on its way may sign another user in). */
let sending: Promise<void> | null = null;

/**
 * Stores the device's time zone on the signed-in user (PUT /api/user/timezone/) when this device has
 * not told it yet, or when `serverZone` (the profile's) differs. The server then stops treating its
 * zone as a guess and moves what the user did on the guessed today to the device's today. The API
 * client holds every signed-in call until this settles, so the first reads already show the move.
 * Never rejects: a failure leaves the zone to the next page.
 */
export function tellTimeZone(serverZone?: string): Promise<void> {
  if (sending) return sending;
  const userId = getStoredUserId();
  if (!userId) return Promise.resolve();
  const zone = browserTimeZone();
  const pageKey = `${userId} ${zone}`;
  const known = localStore.get(toldZoneKey(userId)) === zone && (serverZone === undefined || serverZone === zone);
  if (known || tried.has(pageKey)) return Promise.resolve();
  tried.add(pageKey);
  sending = updateTimezone(zone, { beforeCall: false })
    .then(
      // Stored for whoever is signed in by then: a 401 on the way may have signed another user in.
      () => localStore.set(toldZoneKey(getStoredUserId() ?? userId), zone),
      (error: unknown) => console.warn('timezone update failed', error),
    )
    .finally(() => {
      sending = null;
    });
  return sending;
}
