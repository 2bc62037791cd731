import { useEffect } from 'react';
import { subscribeAuth, isSignedIn } from '../lib/auth-store.ts';
import { browserTimeZone } from '../lib/today.ts';
import { updateTimezone } from '../features/profile/api/update-timezone.ts';
import { loadProfile, resetProfile } from '../features/profile/hooks/use-profile.ts';

/**
 * On start and on every auth-changed: signed in -> load the profile (notifications and gifts
 * join here later) and, once per page, store the browser's time zone if the server has another;
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
      if (profile && !timezoneSent && profile.timezone !== zone) {
        timezoneSent = true;
        updateTimezone(zone).catch((error: unknown) => console.warn('timezone update failed', error));
      }
    };

    void sync(true);
    // A new sign-in always reloads; storage events from other tabs only when the state flips.
    return subscribeAuth((event) => void sync(event.type !== 'storage'));
  }, [enabled]);
}
