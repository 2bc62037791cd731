import { useCallback, useLayoutEffect, useState } from 'react';
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
 * knows the call, and its timeout, is under way.
 */
export function useRequest<T>(load: () => Promise<T>): Request<T> {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);

  useLayoutEffect(() => {
    let current = true;
    setState((s) => (s.status === 'loading' ? s : { status: 'loading', data: s.data, error: null }));
    load().then(
      (data) => current && setState({ status: 'loaded', data, error: null }),
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
