import { useEffect } from 'react';
import { getStoredUserId, isSignedIn, subscribeAuth } from '../lib/auth-store.ts';
import { localStore } from '../lib/storage.ts';
import { browserTimeZone } from '../lib/today.ts';
import { updateTimezone } from '../features/profile/api/update-timezone.ts';
import { loadProfile, resetProfile } from '../features/profile/hooks/use-profile.ts';

/** The zone this device last told the server for a user: told once even when the server's guess was right. */
const toldZoneKey = (userId: string | null) => `timezone-told-${userId ?? ''}`;

/**
 * On start and on every auth-changed: signed in -> load the profile (notifications and gifts
 * join here later) and, once per page, store the browser's time zone if the server has another
 * or this device has not told it yet (the server then stops treating its zone as a guess);
 * signed out -> forget it all (core.md 4 "Session").
 */
export function useSessionSync(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let timezoneSent = false;
    let lastSignedIn: boolean | null = null;

    const sync = async (force: boolean) => {
      const signedIn = isSignedIn();
      if (!force && signedIn === lastSignedIn) return;
      lastSignedIn = signedIn;
      if (!signedIn) {
        resetProfile();
        return;
      }
      const profile = await loadProfile();
      const zone = browserTimeZone();
      const toldKey = toldZoneKey(getStoredUserId());
      if (profile && !timezoneSent && (profile.timezone !== zone || localStore.get(toldKey) !== zone)) {
        timezoneSent = true;
        updateTimezone(zone).then(
          () => localStore.set(toldKey, zone),
          (error: unknown) => console.warn('timezone update failed', error),
        );
      }
    };

    void sync(true);
    // A new sign-in always reloads; storage events from other tabs only when the state flips.
    return subscribeAuth((event) => void sync(event.type !== 'storage'));
  }, [enabled]);
}
