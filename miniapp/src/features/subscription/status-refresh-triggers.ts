/** The page events that may mean a payment happened elsewhere (rewards.md 4.10). */
export interface RefreshTriggerSources {
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { readonly visibilityState: string };
  /** Telegram's invoiceClosed; returns the unsubscribe function. */
  onInvoiceClosed(callback: () => void): () => void;
}

/**
 * Calls `refresh` on window focus, on the page becoming visible, on every pageshow (a restore from
 * the back-forward cache or not: rewards.md 4.10 sets no condition) and on Telegram's invoiceClosed.
 * Returns the function that stops listening.
 */
export function watchSubscriptionRefreshTriggers(refresh: () => void, sources: RefreshTriggerSources): () => void {
  const refreshNow = () => refresh();
  const onVisibility = () => {
    if (sources.document.visibilityState === 'visible') refresh();
  };
  sources.window.addEventListener('focus', refreshNow);
  sources.window.addEventListener('pageshow', refreshNow);
  sources.document.addEventListener('visibilitychange', onVisibility);
  const stopInvoiceClosed = sources.onInvoiceClosed(refresh);
  return () => {
    sources.window.removeEventListener('focus', refreshNow);
    sources.window.removeEventListener('pageshow', refreshNow);
    sources.document.removeEventListener('visibilitychange', onVisibility);
    stopInvoiceClosed();
  };
}
