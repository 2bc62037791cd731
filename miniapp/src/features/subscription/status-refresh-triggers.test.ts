import { describe, expect, it } from 'vitest';
import { watchSubscriptionRefreshTriggers } from './status-refresh-triggers.ts';

function pageShow(persisted: boolean): Event {
  return Object.assign(new Event('pageshow'), { persisted });
}

function fakePage() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  let invoiceClosed: (() => void) | null = null;
  const sources = {
    window: win,
    document: doc,
    onInvoiceClosed(callback: () => void) {
      invoiceClosed = callback;
      return () => {
        invoiceClosed = null;
      };
    },
  };
  return { win, doc, sources, closeInvoice: () => invoiceClosed?.() };
}

describe('watchSubscriptionRefreshTriggers', () => {
  it('refreshes on focus, on becoming visible, on every pageshow (from the back-forward cache or not) and on invoiceClosed', () => {
    const page = fakePage();
    const reasons: string[] = [];
    let reason = '';
    watchSubscriptionRefreshTriggers(() => reasons.push(reason), page.sources);

    reason = 'focus';
    page.win.dispatchEvent(new Event('focus'));
    reason = 'visible';
    page.doc.dispatchEvent(new Event('visibilitychange'));
    reason = 'hidden';
    page.doc.visibilityState = 'hidden';
    page.doc.dispatchEvent(new Event('visibilitychange'));
    reason = 'pageshow';
    page.win.dispatchEvent(pageShow(false));
    reason = 'restored pageshow';
    page.win.dispatchEvent(pageShow(true));
    reason = 'invoiceClosed';
    page.closeInvoice();

    expect(reasons).toEqual(['focus', 'visible', 'pageshow', 'restored pageshow', 'invoiceClosed']);
  });

  it('stops listening to all four when stopped', () => {
    const page = fakePage();
    let refreshes = 0;
    const stop = watchSubscriptionRefreshTriggers(() => refreshes++, page.sources);
    stop();
    page.win.dispatchEvent(new Event('focus'));
    page.doc.dispatchEvent(new Event('visibilitychange'));
    page.win.dispatchEvent(pageShow(false));
    page.win.dispatchEvent(pageShow(true));
    page.closeInvoice();
    expect(refreshes).toBe(0);
  });
});
