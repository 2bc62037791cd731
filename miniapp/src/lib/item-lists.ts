import { useEffect, useLayoutEffect } from 'react';
import { errorMessage } from './api-client.ts';
import { AUTH_CHANGED_EVENT } from './auth-store.ts';
import { type ExternalStore, createExternalStore, useStore } from './external-store.ts';
import { onNewDay } from './today.ts';
import { useShownAgain } from './use-shown-again.ts';

/** A user's goals or habits as two lists (active / completed) loaded from the server. */
export interface ItemListsState<T> {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  /** True once a list has arrived: later reloads keep showing it. */
  ready: boolean;
  active: readonly T[];
  completed: readonly T[];
  /** The reason of the last failed load. */
  error: string | null;
}

export interface ItemLists<T extends { id: number }, S extends ItemListsState<T>> {
  store: ExternalStore<S>;
  /** Loads the lists; concurrent calls share one request. Resolves false on failure. */
  load(): Promise<boolean>;
  /**
   * Brings shown lists up to what the server holds (the app back on screen, the network back, a new
   * day): a
   * failed load loads again; loaded lists are replaced in the background, unless a change of this
   * device is on its way or was made meanwhile (the server's answer may not hold it yet).
   */
  catchUp(): void;
  /**
   * Resolves as `change` does; a change that failed asks for the lists again once it is over: the
   * server may have made it though its answer never came (a delete done, a completion kept).
   */
  caughtUpOnFailure(change: Promise<boolean>): Promise<boolean>;
  /** The store; `refresh` reloads on mount (the lists stay on screen meanwhile). */
  useLists(options?: { refresh?: boolean }): S;
  find(id: number): T | undefined;
  /** Puts a created or saved item into its list, newest first. */
  put(item: T): void;
  drop(id: number): void;
}

const byNewest = (a: { id: number }, b: { id: number }) => b.id - a.id;

/**
 * The store behind the goals and the habits: one shared load, put/drop by id, and a reset when
 * another user signs in (or out). `onChange` runs after every local change to the lists.
 */
export function createItemLists<T extends { id: number }, S extends ItemListsState<T>>(options: {
  initial: S;
  fetch: () => Promise<{ active: T[]; completed: T[] }>;
  isActive: (item: T) => boolean;
  /** True while a change of this device is on its way to the server. */
  busy?: () => boolean;
  beforeLoad?: () => void;
  onChange?: () => void;
  onReset?: () => void;
  /** A new day began while the lists are shown: what to change at once, before they are caught up with the server. */
  onNewDay?: (day: string) => void;
}): ItemLists<T, S> {
  const store = createExternalStore<S>(options.initial);
  let loading: Promise<boolean> | null = null;
  let catchingUp = false;
  let generation = 0;
  /** Counts put and drop: a background answer older than a local change is not shown. */
  let localChanges = 0;

  if (typeof window !== 'undefined') {
    window.addEventListener(AUTH_CHANGED_EVENT, () => {
      generation += 1;
      loading = null;
      options.onReset?.();
      store.set(options.initial);
    });
  }

  const load = (): Promise<boolean> => {
    if (loading) return loading;
    options.beforeLoad?.();
    const mine = generation;
    store.set({ ...store.get(), status: 'loading' });
    loading = options
      .fetch()
      .then(({ active, completed }) => {
        if (mine !== generation) return false;
        store.set({ ...store.get(), status: 'loaded', ready: true, active, completed, error: null });
        options.onChange?.();
        return true;
      })
      .catch((error: unknown) => {
        if (mine !== generation) return false;
        store.set({ ...store.get(), status: 'error', error: errorMessage(error) });
        return false;
      })
      .finally(() => {
        if (mine === generation) loading = null;
      });
    return loading;
  };

  const catchUp = (): void => {
    const state = store.get();
    if (state.status === 'error') {
      void load();
      return;
    }
    if (state.status !== 'loaded' || loading || catchingUp || options.busy?.()) return;
    catchingUp = true;
    const [mine, changesBefore] = [generation, localChanges];
    options
      .fetch()
      .then(({ active, completed }) => {
        if (mine !== generation || changesBefore !== localChanges || options.busy?.()) return;
        store.set({ ...store.get(), active, completed });
        options.onChange?.();
      })
      .catch((error: unknown) => console.warn('background refresh failed', error))
      .finally(() => {
        catchingUp = false;
      });
  };

  // Lists loaded yesterday hold yesterday's counts and due days: a new day asks the server again.
  onNewDay((day) => {
    if (store.get().status === 'idle') return;
    options.onNewDay?.(day);
    catchUp();
  });

  const find = (id: number): T | undefined => {
    const state = store.get();
    return state.active.find((item) => item.id === id) ?? state.completed.find((item) => item.id === id);
  };

  const put = (item: T): void => {
    const state = store.get();
    const active = state.active.filter((i) => i.id !== item.id);
    const completed = state.completed.filter((i) => i.id !== item.id);
    (options.isActive(item) ? active : completed).push(item);
    localChanges += 1;
    store.set({ ...state, active: active.sort(byNewest), completed: completed.sort(byNewest) });
    options.onChange?.();
  };

  const drop = (id: number): void => {
    const state = store.get();
    localChanges += 1;
    store.set({ ...state, active: state.active.filter((i) => i.id !== id), completed: state.completed.filter((i) => i.id !== id) });
    options.onChange?.();
  };

  function useLists({ refresh = false }: { refresh?: boolean } = {}): S {
    // Before the loading state is painted, like useRequest: 'Загружаем цели...' means the call is under way.
    useLayoutEffect(() => {
      if (refresh || store.get().status === 'idle') void load();
    }, [refresh]);
    // Another device may have changed the lists while this page was hidden or offline.
    useShownAgain(catchUp);
    useEffect(() => {
      window.addEventListener('online', catchUp);
      return () => window.removeEventListener('online', catchUp);
    }, []);
    return useStore(store);
  }

  const caughtUpOnFailure = async (change: Promise<boolean>): Promise<boolean> => {
    const ok = await change;
    if (!ok) catchUp();
    return ok;
  };

  return { store, load, catchUp, caughtUpOnFailure, useLists, find, put, drop };
}
