import type { NotificationsResponse } from '@tracker/shared/contract';
import { isNotificationExpired, notificationsToShow } from '@tracker/shared/domain';
import { errorMessage } from '../../lib/api-client.ts';
import { AUTH_CHANGED_EVENT } from '../../lib/auth-store.ts';
import { createExternalStore } from '../../lib/external-store.ts';
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
 * The notifications of rewards.md 4.3 shared by the page and the header badge: a load joins the one
 * running unless it is a timer's (each tick asks the server itself; the newest answer wins); ids
 * viewed here are kept in localStorage and marked read on the server at the next load. A sign-in
 * or sign-out forgets the lists (a load still running for the previous user is dropped).
 */
export function createNotificationsStore(deps: NotificationsStoreDeps) {
  const state = createExternalStore<NotificationsState>({ lists: null, viewed: readViewed(deps.storage), error: null });
  let inFlight: Promise<void> | null = null;
  let generation = 0;
  /** The number of the newest load started: an older one that answers later is dropped. */
  let newest = 0;

  function set(patch: Partial<NotificationsState>) {
    if (patch.viewed) deps.storage.set(VIEWED_NOTIFICATIONS_KEY, JSON.stringify([...patch.viewed]));
    state.set({ ...state.get(), ...patch });
  }

  /** Forgets the lists; the viewed ids stay on the device. */
  function reset() {
    generation += 1;
    inFlight = null;
    set({ lists: null, error: null });
  }

  if (typeof window !== 'undefined') window.addEventListener(AUTH_CHANGED_EVENT, reset);

  /**
   * Marks read the unread ones viewed here; once every unread one /bell shows has been viewed, also
   * those it can no longer show (in force but older than its last 10, rewards.md 2.4), which no one
   * can view and which would hold the counts and the header's badge for good (blind audit BW).
   * Answers whether any was marked. Afterwards only ids still unread and not marked stay
   * remembered (a failed mark is tried again at the next load).
   */
  async function markSeenRead(lists: NotificationsResponse): Promise<boolean> {
    const { viewed } = state.get();
    const now = new Date();
    const shown = notificationsToShow(lists.unread, lists.read, now).shown.map((n) => n.user_notification_id);
    const unseenShown = lists.unread.some((n) => shown.includes(n.user_notification_id) && !viewed.has(n.user_notification_id));
    const pushedOut = unseenShown ? [] : lists.unread.filter((n) => !shown.includes(n.user_notification_id) && !isNotificationExpired(n, now)).map((n) => n.user_notification_id);
    const unreadIds = new Set(lists.unread.map((n) => n.user_notification_id));
    const toMark = [...[...viewed].filter((id) => unreadIds.has(id)), ...pushedOut];
    const results = await Promise.allSettled(toMark.map((id) => deps.markRead(id)));
    const marked = new Set(toMark.filter((_, i) => results[i]!.status === 'fulfilled'));
    const current = state.get().viewed;
    const next = new Set([...current].filter((id) => unreadIds.has(id) && !marked.has(id)));
    if (next.size !== current.size) set({ viewed: next });
    return marked.size > 0;
  }

  async function loadOnce(mine: number, sequence: number): Promise<void> {
    const current = () => mine === generation && sequence === newest;
    try {
      let lists = await deps.load();
      if (await markSeenRead(lists)) lists = await deps.load();
      if (current()) set({ lists, error: null });
    } catch (error) {
      if (current()) set({ error: errorMessage(error) });
    }
  }

  return {
    state,
    /** Loads the lists, joining a load already running unless `fresh` (a timer's tick). */
    refresh({ fresh = false }: { fresh?: boolean } = {}): Promise<void> {
      if (inFlight && !fresh) return inFlight;
      const running = loadOnce(generation, ++newest).finally(() => {
        if (inFlight === running) inFlight = null;
      });
      inFlight = running;
      return running;
    },
    reset,
    /** Remembers an item as viewed on this device (it stops counting as new). */
    markViewed(id: number) {
      const { viewed } = state.get();
      if (viewed.has(id)) return;
      set({ viewed: new Set([...viewed, id]) });
    },
  };
}

export type NotificationsStore = ReturnType<typeof createNotificationsStore>;
