import { useEffect } from 'react';

/**
 * Calls `retry` when the device comes back online while `failed`: a read that failed for want of
 * a network is asked again without the user's help (blind audit BK: the profile's status ladder,
 * its subscription line and the Mood greeting kept their errors back online). `retry` should be stable.
 */
export function useRetryWhenOnline(failed: boolean, retry: () => void): void {
  useEffect(() => {
    if (!failed) return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);
}
