import type { NotificationsResponse } from '@tracker/shared/contract';
import type { KeyValueStore } from '../../lib/storage.ts';

/** rewards.md 3: the ids of notifications seen on this device, as a JSON array. */
export const VIEWED_NOTIFICATIONS_KEY = 'viewedNotifications';

export interface NotificationsState {
  /** The server's lists; null until the first load succeeds. */
  lists: NotificationsResponse | null;
  /** Ids viewed on this device and not yet marked read on the server. */
  viewed: ReadonlySet<number>;
  /** The last load's failure message, cleared by the next success. */
  error: string | null;
}

export interface NotificationsStoreDeps {
  load(): Promise<NotificationsResponse>;
  markRead(id: number): Promise<unknown>;
  storage: KeyValueStore;
}

function readViewed(storage: KeyValueStore): Set<number> {
  try {
    const parsed: unknown = JSON.parse(storage.get(VIEWED_NOTIFICATIONS_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id)) : []);
  } catch {
    return new Set();
  }
}

/**
 * The notifications of rewards.md 4.3 shared by the page and the header badge: one load at a time;
 * ids viewed here are kept in localStorage and marked read on the server at the next load.
 */
export function createNotificationsStore(deps: NotificationsStoreDeps) {
  let state: NotificationsState = { lists: null, viewed: readViewed(deps.storage), error: null };
  const listeners = new Set<() => void>();
  let inFlight: Promise<void> | null = null;

  function set(patch: Partial<NotificationsState>) {
    state = { ...state, ...patch };
    if (patch.viewed) deps.storage.set(VIEWED_NOTIFICATIONS_KEY, JSON.stringify([...patch.viewed]));
    for (const listener of listeners) listener();
  }

  /**
   * Marks the viewed unread ones read; answers whether any was. Afterwards only ids still unread
   * and not marked stay remembered (a failed mark is tried again at the next load).
   */
  async function markViewedRead(lists: NotificationsResponse): Promise<boolean> {
    const unreadIds = new Set(lists.unread.map((n) => n.user_notification_id));
    const toMark = [...state.viewed].filter((id) => unreadIds.has(id));
    const results = await Promise.allSettled(toMark.map((id) => deps.markRead(id)));
    const marked = new Set(toMark.filter((_, i) => results[i]!.status === 'fulfilled'));
    const next = new Set([...state.viewed].filter((id) => unreadIds.has(id) && !marked.has(id)));
    if (next.size !== state.viewed.size) set({ viewed: next });
    return marked.size > 0;
  }

  async function loadOnce(): Promise<void> {
    try {
      let lists = await deps.load();
      if (await markViewedRead(lists)) lists = await deps.load();
      set({ lists, error: null });
    } catch (error) {
      set({ error: error instanceof Error ? error.message : String(error) });
    }
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Loads the lists (joining a load already running). */
    refresh(): Promise<void> {
      inFlight ??= loadOnce().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    /** Forgets the lists (sign-out); the viewed ids stay on the device. */
    reset() {
      set({ lists: null, error: null });
    },
    /** Remembers an item as viewed on this device (it stops counting as new). */
    markViewed(id: number) {
      if (state.viewed.has(id)) return;
      set({ viewed: new Set([...state.viewed, id]) });
    },
  };
}

export type NotificationsStore = ReturnType<typeof createNotificationsStore>;
