import { type ComponentProps, type ComponentType, createElement, lazy } from 'react';
import { onHistoryMove } from './go-back.ts';

/** Raised by each move in the app's history: a failed load is tried again after one. */
let generation = 0;
if (typeof window !== 'undefined') onHistoryMove(() => (generation += 1));

/**
 * React.lazy that tries again. React keeps a failed load for the page's life, so a screen whose
 * code did not download (the phone offline for a moment) stayed 'Не удалось открыть страницу' on
 * every later visit, back online, until its retry was pressed (blind audit BK). This one forgets a
 * failure once the user has moved on (another screen, back): drawn then, it loads again. Chromium
 * keeps a failed import() of a URL for the document's life, so that load fails at once and Vite's
 * preload error reloads the app onto the screen asked for (reloadOnStaleBuild; online only).
 * Until the user moves on it keeps failing, so its error boundary shows the failure instead of
 * a render that loads again and again.
 */
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  let failedIn: number | null = null;
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedIn = generation;
        throw error;
      }),
    );
  let current = fresh();
  return function Retryable(props: ComponentProps<T>) {
    if (failedIn !== null && failedIn !== generation) {
      failedIn = null;
      current = fresh();
    }
    return createElement(current, props);
  };
}
