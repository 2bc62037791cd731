import { useEffect } from 'react';

/**
 * Calls `refresh` each time the page is shown again (the user back on its tab, the Mini App
 * brought back): another device may have changed what it shows meanwhile. `refresh` should be
 * stable and keep what is shown until its answer comes.
 */
export function useShownAgain(refresh: () => void): void {
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [refresh]);
}
