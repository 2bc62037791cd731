/** The page events that may mean a payment happened elsewhere (rewards.md 4.10). */
export interface RefreshTriggerSources {
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { readonly visibilityState: string };
  /** Telegram's invoiceClosed; returns the unsubscribe function. */
  onInvoiceClosed(callback: () => void): () => void;
}

/**
 * Calls `refresh` on window focus, on the page becoming visible, on a pageshow that restores the
 * page from the back-forward cache (the first load's pageshow is not a return: the profile load
 * covers it) and on Telegram's invoiceClosed. Returns the function that stops listening.
 */
export function watchSubscriptionRefreshTriggers(refresh: () => void, sources: RefreshTriggerSources): () => void {
  const onFocus = () => refresh();
  const onVisibility = () => {
    if (sources.document.visibilityState === 'visible') refresh();
  };
  const onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) refresh();
  };
  sources.window.addEventListener('focus', onFocus);
  sources.window.addEventListener('pageshow', onPageShow);
  sources.document.addEventListener('visibilitychange', onVisibility);
  const stopInvoiceClosed = sources.onInvoiceClosed(refresh);
  return () => {
    sources.window.removeEventListener('focus', onFocus);
    sources.window.removeEventListener('pageshow', onPageShow);
    sources.document.removeEventListener('visibilitychange', onVisibility);
    stopInvoiceClosed();
  };
}
