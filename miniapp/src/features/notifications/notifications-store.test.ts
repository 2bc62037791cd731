import type { AppNotification, NotificationsResponse } from '@tracker/shared/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_CHANGED_EVENT } from '../../lib/auth-store.ts';
import { createSafeStore } from '../../lib/storage.ts';
import { VIEWED_NOTIFICATIONS_KEY, createNotificationsStore } from './notifications-store.ts';

const note = (id: number, is_read = false): AppNotification => ({
  id,
  user_notification_id: id,
  title: `№${id}`,
  message: 'текст',
  notification_type: 'info',
  priority: 2,
  icon: null,
  has_custom_icon: false,
  icon_image_url: null,
  is_push: false,
  is_read,
  read_at: is_read ? '2026-11-23T10:00:00Z' : null,
  expires_at: null,
  created_at: '2026-11-23T09:00:00Z',
});

/** A fake server holding unread and read ids. */
function fakeServer(unread: number[], read: number[] = [], failing = new Set<number>()) {
  const calls = { load: 0, marked: [] as number[] };
  return {
    calls,
    load: async (): Promise<NotificationsResponse> => {
      calls.load += 1;
      return { success: true, unread: unread.map((id) => note(id)), read: read.map((id) => note(id, true)) };
    },
    markRead: async (id: number) => {
      if (failing.has(id)) throw new Error('сеть');
      calls.marked.push(id);
      unread = unread.filter((u) => u !== id);
      read = [id, ...read];
    },
  };
}

const memoryStorage = () => createSafeStore(() => null);

describe('notifications store', () => {
  it('once the last 10 shown were viewed, marks read too the unread ones pushed out of them, which no one can view', async () => {
    // Twelve unread, one a minute: the two oldest are not among the last 10.
    const unread = Array.from({ length: 12 }, (_, i) => ({ ...note(i + 1), created_at: `2026-11-23T09:${String(i).padStart(2, '0')}:00Z` }));
    let marked: number[] = [];
    const store = createNotificationsStore({
      load: async () => ({ success: true, unread: unread.filter((n) => !marked.includes(n.id)), read: unread.filter((n) => marked.includes(n.id)).map((n) => ({ ...n, is_read: true })) }),
      markRead: async (id: number) => {
        marked = [...marked, id];
      },
      storage: memoryStorage(),
    });
    await store.refresh();
    // Nothing seen yet: the counts stay as the server has them.
    expect(marked).toEqual([]);
    for (let id = 3; id <= 11; id += 1) store.markViewed(id);
    await store.refresh();
    expect(marked.sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
    // The newest of the shown ten seen too: the two no one can reach go with them.
    store.markViewed(12);
    await store.refresh();
    expect(marked.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(store.state.get().lists?.unread).toEqual([]);
  });

  it('remembers viewed ids in viewedNotifications and marks them read at the next load', async () => {
    const storage = memoryStorage();
    const server = fakeServer([1, 2]);
    const store = createNotificationsStore({ ...server, storage });
    await store.refresh();
    expect(store.state.get().lists?.unread.map((n) => n.id)).toEqual([1, 2]);

    store.markViewed(2);
    store.markViewed(2);
    expect(storage.get(VIEWED_NOTIFICATIONS_KEY)).toBe('[2]');
    expect([...store.state.get().viewed]).toEqual([2]);
    expect(server.calls.marked).toEqual([]);

    await store.refresh();
    expect(server.calls.marked).toEqual([2]);
    expect(store.state.get().lists?.unread.map((n) => n.id)).toEqual([1]);
    expect(store.state.get().lists?.read.map((n) => n.id)).toEqual([2]);
    expect(storage.get(VIEWED_NOTIFICATIONS_KEY)).toBe('[]');
  });

  it('reads the ids viewed before a reload and keeps the ones whose marking failed', async () => {
    const storage = memoryStorage();
    storage.set(VIEWED_NOTIFICATIONS_KEY, JSON.stringify([1, 2, 99, 'x']));
    const server = fakeServer([1, 2], [], new Set([2]));
    const store = createNotificationsStore({ ...server, storage });
    await store.refresh();
    expect(server.calls.marked).toEqual([1]);
    // 99 is no longer unread on the server: forgotten; 2 failed: tried again next time.
    expect(storage.get(VIEWED_NOTIFICATIONS_KEY)).toBe('[2]');
    expect(store.state.get().lists?.unread.map((n) => n.id)).toEqual([2]);
  });

  it('tolerates a broken stored value', () => {
    const storage = memoryStorage();
    storage.set(VIEWED_NOTIFICATIONS_KEY, '{oops');
    expect([...createNotificationsStore({ ...fakeServer([]), storage }).state.get().viewed]).toEqual([]);
  });

  it('joins a load already running, keeps the lists on a failure and reports its message', async () => {
    const server = fakeServer([1]);
    const store = createNotificationsStore({ ...server, storage: memoryStorage() });
    await Promise.all([store.refresh(), store.refresh()]);
    expect(server.calls.load).toBe(1);

    const failing = createNotificationsStore({ load: () => Promise.reject(new Error('Таймаут')), markRead: server.markRead, storage: memoryStorage() });
    await failing.refresh();
    expect(failing.state.get()).toMatchObject({ lists: null, error: 'Таймаут' });
    store.reset();
    expect(store.state.get().lists).toBeNull();
  });

  it("starts a fresh load for a timer's tick even while one runs; the newest answer wins", async () => {
    const answers: Array<(lists: NotificationsResponse) => void> = [];
    const load = () => new Promise<NotificationsResponse>((resolve) => answers.push(resolve));
    const store = createNotificationsStore({ load, markRead: async () => {}, storage: memoryStorage() });
    const older = store.refresh();
    const tick = store.refresh({ fresh: true });
    expect(answers).toHaveLength(2);
    const lists = (ids: number[]): NotificationsResponse => ({ success: true, unread: ids.map((id) => note(id)), read: [] });
    answers[1]!(lists([1, 2]));
    await tick;
    answers[0]!(lists([1]));
    await older;
    expect(store.state.get().lists?.unread.map((n) => n.id)).toEqual([1, 2]);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('forgets the lists on a sign-in or sign-out and drops a load still running for the previous user', async () => {
    vi.stubGlobal('window', new EventTarget());
    const store = createNotificationsStore({ ...fakeServer([1]), storage: memoryStorage() });
    await store.refresh();
    expect(store.state.get().lists?.unread.map((n) => n.id)).toEqual([1]);
    const late = store.refresh();
    window.dispatchEvent(new Event(AUTH_CHANGED_EVENT));
    await late;
    expect(store.state.get().lists).toBeNull();
  });
});
