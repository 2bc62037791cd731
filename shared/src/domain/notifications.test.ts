import { describe, expect, it } from 'vitest';
import {
  NOTIFICATIONS_SHOWN,
  expiryStateOf,
  newNotificationCount,
  notificationStateOf,
  notificationsToShow,
  priorityMarkerOf,
} from './notifications.ts';

const now = new Date('2026-11-23T12:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();
/** An item created `id` minutes before now unless told: a higher id is older. */
const item = (id: number, extra: { expires_at?: string | null; is_read?: boolean; created_at?: string } = {}) => ({
  user_notification_id: id,
  is_read: false,
  expires_at: null,
  created_at: new Date(now.getTime() - id * 60_000).toISOString(),
  ...extra,
});

describe('expiry', () => {
  it('drops items whose expires_at has passed, keeps those without one', () => {
    const shownIds = (items: ReturnType<typeof item>[]) => notificationsToShow(items, [], now).shown.map((i) => i.user_notification_id);
    expect(shownIds([item(1)])).toEqual([1]);
    expect(shownIds([item(1, { expires_at: now.toISOString() })])).toEqual([]);
    expect(shownIds([item(1, { expires_at: inHours(-1) })])).toEqual([]);
    expect(shownIds([item(1), item(2, { expires_at: inHours(-1) }), item(3, { expires_at: inHours(1) })])).toEqual([1, 3]);
    expect(newNotificationCount([item(1), item(2, { expires_at: now.toISOString() }), item(3, { expires_at: inHours(1) })], new Set(), now)).toBe(2);
  });

  it('warns under 24 hours left, in whole hours rounded up', () => {
    expect(expiryStateOf(item(1), now)).toEqual({ kind: 'none' });
    expect(expiryStateOf(item(1, { expires_at: inHours(24) }), now)).toEqual({ kind: 'later', at: inHours(24) });
    expect(expiryStateOf(item(1, { expires_at: inHours(23.5) }), now)).toEqual({ kind: 'soon', hoursLeft: 24 });
    expect(expiryStateOf(item(1, { expires_at: inHours(5) }), now)).toEqual({ kind: 'soon', hoursLeft: 5 });
    expect(expiryStateOf(item(1, { expires_at: inHours(0.1) }), now)).toEqual({ kind: 'soon', hoursLeft: 1 });
  });
});

describe('priorityMarkerOf', () => {
  it('marks 5 with fire, 4 with lightning, 3 with a star and nothing below', () => {
    expect([5, 4, 3, 2, 1].map(priorityMarkerOf)).toEqual(['fire', 'lightning', 'star', null, null]);
  });
});

describe('states and counts', () => {
  it('new until viewed on this device, read once the server says so', () => {
    const viewed = new Set([2]);
    expect(notificationStateOf(item(1), viewed)).toBe('new');
    expect(notificationStateOf(item(2), viewed)).toBe('viewed');
    expect(notificationStateOf(item(3, { is_read: true }), viewed)).toBe('read');
  });

  it('counts unread items that are neither viewed nor expired', () => {
    const unread = [item(1), item(2), item(3, { expires_at: inHours(-2) }), item(4, { expires_at: inHours(2) })];
    expect(newNotificationCount(unread, new Set([2]), now)).toBe(2);
    expect(newNotificationCount([], new Set(), now)).toBe(0);
  });

  it('shows the first 10, unread before read, and counts them all', () => {
    const unread = Array.from({ length: 4 }, (_, i) => item(100 + i));
    const read = Array.from({ length: 9 }, (_, i) => item(200 + i, { is_read: true }));
    const { shown, total } = notificationsToShow(unread, [...read, item(300, { is_read: true, expires_at: inHours(-1) })], now);
    expect(total).toBe(13);
    expect(shown).toHaveLength(NOTIFICATIONS_SHOWN);
    expect(shown.slice(0, 5).map((i) => i.user_notification_id)).toEqual([100, 101, 102, 103, 200]);
    expect(notificationsToShow([item(1)], [], now)).toEqual({ shown: [item(1)], total: 1 });
  });

  it('takes the newest 10 by created_at before putting unread first', () => {
    // Three old unread items and ten newer read ones: the last 10 are the read ones.
    const oldUnread = [item(500), item(501), item(502)];
    const newerRead = Array.from({ length: 10 }, (_, i) => item(10 + i, { is_read: true }));
    const { shown, total } = notificationsToShow(oldUnread, newerRead, now);
    expect(total).toBe(13);
    expect(shown.map((i) => i.user_notification_id)).toEqual(newerRead.map((i) => i.user_notification_id));

    // One fresh unread item among them still comes first; the oldest read one drops out.
    const fresh = item(1);
    const mixed = notificationsToShow([...oldUnread, fresh], newerRead, now).shown.map((i) => i.user_notification_id);
    expect(mixed).toEqual([1, ...newerRead.slice(0, 9).map((i) => i.user_notification_id)]);
  });
});
