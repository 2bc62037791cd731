import { useLayoutEffect } from 'react';
import { historyDepth } from './go-back.ts';

/** How long a page returned to may take to grow tall enough (its data arriving) to be scrolled back. */
export const RESTORE_WITHIN_MS = 3000;

/** Where each history entry of the app was left: its depth (go-back.ts) -> scrollY. */
const leftAt = new Map<number, number>();
/** What the next page shown does with the scroll: a new screen starts at its top, one gone back to where it was left. */
let next: { kind: 'top' | 'return'; depth: number } | null = null;

/**
 * Scroll positions per history entry, kept by the app rather than the browser: the browser puts
 * a page gone back to at its old offset at once, while the page is still short (its data loading),
 * so the user landed above where they left (blind audit BJ: 1,507 px for 1,720). Call once, after
 * trackAppHistory.
 */
export function trackScrollMemory(): void {
  history.scrollRestoration = 'manual';
  addEventListener('scroll', () => leftAt.set(historyDepth(), scrollY), { passive: true });
  addEventListener('pushState', () => {
    const depth = historyDepth();
    for (const stale of leftAt.keys()) if (stale >= depth) leftAt.delete(stale);
    next = { kind: 'top', depth };
  });
  addEventListener('popstate', () => {
    next = { kind: 'return', depth: historyDepth() };
  });
}

/** Scrolls to `y` as soon as the page is tall enough; gives up when the user scrolls first or after RESTORE_WITHIN_MS. Answers the stop. */
function scrollBackTo(y: number): () => void {
  const observer = new ResizeObserver(() => attempt());
  const timer = setTimeout(() => stop(), RESTORE_WITHIN_MS);
  const userInputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of userInputs) removeEventListener(type, stop);
  }
  function attempt() {
    if (document.documentElement.scrollHeight - innerHeight < y) return;
    scrollTo(0, y);
    stop();
  }
  for (const type of userInputs) addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
  attempt();
  return stop;
}

/** Applies the scroll of the page now shown (`pageKey`: its path and query), before it is painted. */
export function useScrollMemory(pageKey: string): void {
  useLayoutEffect(() => {
    const move = next;
    next = null;
    if (!move || move.depth !== historyDepth()) return undefined;
    if (move.kind === 'top') {
      scrollTo(0, 0);
      return undefined;
    }
    // Read now: the short page's clamped offset is reported (and kept) by the next scroll event.
    return scrollBackTo(leftAt.get(move.depth) ?? 0);
  }, [pageKey]);
}
