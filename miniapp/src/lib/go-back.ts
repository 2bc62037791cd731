import { navigate } from 'wouter/use-browser-location';

/**
 * How many steps into the app each history entry is, kept in its `history.state` (so a reload
 * keeps it): 0 where the app was opened. The page before that (the launch link's blank page, the
 * site that linked here, Telegram Web's own pages around its frame) is not the app's to go back to.
 */
const DEPTH_KEY = 'appDepth';
let depth = 0;

function depthOf(state: unknown): number | null {
  const value = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[DEPTH_KEY] : undefined;
  return typeof value === 'number' ? value : null;
}

/** Marks the current entry with `value` unless it already carries it (wouter's patched history reports every change). */
function mark(value: number): void {
  depth = value;
  if (depthOf(history.state) !== value) history.replaceState({ ...(history.state as object | null), [DEPTH_KEY]: value }, '');
}

/** Starts counting the app's own steps in history; call once before the first render. */
export function trackAppHistory(): void {
  mark(depthOf(history.state) ?? 0);
  addEventListener('pushState', () => mark(depth + 1));
  addEventListener('replaceState', () => mark(depth));
  addEventListener('popstate', () => mark(depthOf(history.state) ?? 0));
}

/** Calls `listener` on every move of the app's history to a new entry or back and forth (not a replace); answers the unsubscribe. */
export function onHistoryMove(listener: () => void): () => void {
  addEventListener('pushState', listener);
  addEventListener('popstate', listener);
  return () => {
    removeEventListener('pushState', listener);
    removeEventListener('popstate', listener);
  };
}

/** How many steps into the app the current history entry is (0 where the app was opened). */
export function historyDepth(): number {
  return depth;
}

/** Back to the app's previous screen, or Home when the app was opened right on this one. */
export function goBack(): void {
  if (depth > 0) history.back();
  else navigate('/', { replace: true });
}
