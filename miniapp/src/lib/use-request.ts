import { useCallback, useLayoutEffect, useState } from 'react';
import { AUTH_CHANGED_EVENT } from './auth-store.ts';
import { useRetryWhenOnline } from './use-retry-when-online.ts';

export interface RequestState<T> {
  status: 'loading' | 'loaded' | 'error';
  /** The last answer; kept while the next one loads (a list keeps its height), null after a failure. */
  data: T | null;
  /** What the failed call threw; null unless status is 'error'. */
  error: unknown;
}

export interface Request<T> extends RequestState<T> {
  /** Asks again. */
  retry: () => void;
}

/**
 * One server read for a component: runs `load` on mount, whenever `load` changes (give it
 * useCallback with its inputs), on retry and, after a failure, when the device is online again;
 * an answer to a call already replaced or unmounted is dropped.
 * The call starts before the loading state is painted (a layout effect): whoever sees 'Загружаем…'
 * knows the call, and its timeout, is under way. With `keepAs`, a component mounted again (a screen
 * gone back to) starts from the last answer under that name while it asks again: the screen is
 * as tall as it was at once, and its scroll is restored before the answer (lib/scroll-memory.ts).
 */
/** The last answer of each `keepAs` while the app runs, forgotten when someone signs in or out. */
const kept = new Map<string, unknown>();
if (typeof window !== 'undefined') window.addEventListener(AUTH_CHANGED_EVENT, () => kept.clear());

export function useRequest<T>(load: () => Promise<T>, keepAs?: string): Request<T> {
  const [state, setState] = useState<RequestState<T>>(() => ({ status: 'loading', data: keepAs === undefined ? null : ((kept.get(keepAs) as T | undefined) ?? null), error: null }));
  const [attempt, setAttempt] = useState(0);

  useLayoutEffect(() => {
    let current = true;
    setState((s) => (s.status === 'loading' ? s : { status: 'loading', data: s.data, error: null }));
    load().then(
      (data) => {
        if (keepAs !== undefined) kept.set(keepAs, data);
        if (current) setState({ status: 'loaded', data, error: null });
      },
      (error: unknown) => current && setState({ status: 'error', data: null, error }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useRetryWhenOnline(state.status === 'error', retry);
  return { ...state, retry };
}
