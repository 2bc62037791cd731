import { useEffect } from 'react';

/**
 * While `open`, the browser's back or forward (and Telegram's back button, which goes back in
 * history) calls `close`: a modal never stays open over the screen the user went to.
 */
export function useClosedByHistoryMove(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, [open, close]);
}
