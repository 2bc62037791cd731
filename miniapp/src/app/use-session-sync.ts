import { useEffect } from 'react';
import { isSignedIn, subscribeAuth } from '../lib/auth-store.ts';
import { tellTimeZone } from '../features/profile/device-time-zone.ts';
import { loadProfile, resetProfile } from '../features/profile/hooks/use-profile.ts';

/**
 * On start and on every auth-changed: signed in -> load the profile (notifications and gifts
 * join here later) and store the browser's time zone if the server has another (another device
 * told its own; the API client already told this one's before the first call, tellTimeZone);
 * signed out -> forget it all (core.md 4 "Session").
 */
export function useSessionSync(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
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
      if (profile) void tellTimeZone(profile.timezone);
    };

    void sync(true);
    // A new sign-in always reloads; storage events from other tabs only when the state flips.
    return subscribeAuth((event) => void sync(event.type !== 'storage'));
  }, [enabled]);
}
