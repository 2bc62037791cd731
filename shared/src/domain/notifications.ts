import type { ReminderKind } from './reminder-schedule.ts';

/** rewards.md 3: the kinds of in-app notifications (achievement_push is the push form of achievement). */
export const NOTIFICATION_TYPES = [
  'info',
  'success',
  'warning',
  'error',
  'quest',
  'achievement',
  'system',
  'reminder',
  'promo',
  'motivational_push',
  'mood_reminder',
  'habit_reminder',
  'achievement_push',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PRIORITY_MIN = 1;
export const NOTIFICATION_PRIORITY_MAX = 5;
/** The priority of a notification that names none. */
export const NOTIFICATION_PRIORITY_DEFAULT = 2;

/** The notifications page shows the last 10 (rewards.md 2.4, 9). */
export const NOTIFICATIONS_SHOWN = 10;
/**
 * The server answers at most this many of each list (unread, read), newest first: the page shows 10,
 * so 50 keeps the counts honest for an active user without an unbounded answer.
 */
export const NOTIFICATIONS_LIST_CAP = 50;

/** rewards.md 4.3, 9: an item 30 % visible for 2 s counts as viewed. */
export const NOTIFICATION_VIEWED_VISIBILITY = 0.3;
export const NOTIFICATION_VIEWED_DELAY_MS = 2000;
/** The page's list refresh, and the header badge's refresh while the page is visible (rewards.md 9). */
export const NOTIFICATIONS_PAGE_REFRESH_MS = 5 * 60 * 1000;
export const NOTIFICATIONS_BADGE_REFRESH_MS = 30_000;
/** Under this much time left an item warns that it expires (rewards.md 9). */
export const NOTIFICATION_EXPIRY_WARNING_MS = 24 * 60 * 60 * 1000;

/** The event notifications the server writes itself. */
export const ACHIEVEMENT_NOTIFICATION = { type: 'achievement', priority: 4, icon: '🏆' } as const;
export const SUBSCRIPTION_NOTIFICATION = { type: 'success', priority: 3, icon: '⭐' } as const;
/** The reminders written in-app for users the bot cannot write to, one type per reminder kind. */
export const REMINDER_NOTIFICATIONS = {
  mood: { type: 'mood_reminder', priority: NOTIFICATION_PRIORITY_DEFAULT, icon: '🙂' },
  habit: { type: 'habit_reminder', priority: NOTIFICATION_PRIORITY_DEFAULT, icon: '✅' },
} as const satisfies Record<ReminderKind, { type: NotificationType; priority: number; icon: string }>;

interface Expiring {
  expires_at: string | null;
}

/** True once `expires_at` has passed; an item without one never expires. */
export function isNotificationExpired(item: Expiring, now: Date): boolean {
  return item.expires_at !== null && Date.parse(item.expires_at) <= now.getTime();
}

/** The items still in force (rewards.md 4.3: items past expires_at are dropped). */
function withoutExpired<T extends Expiring>(items: readonly T[], now: Date): T[] {
  return items.filter((item) => !isNotificationExpired(item, now));
}

/** How an item's expiry reads: none, a plain end date, or a warning when under 24 h remain. */
export type ExpiryState = { kind: 'none' } | { kind: 'later'; at: string } | { kind: 'soon'; hoursLeft: number };

export function expiryStateOf(item: Expiring, now: Date): ExpiryState {
  if (item.expires_at === null) return { kind: 'none' };
  const left = Date.parse(item.expires_at) - now.getTime();
  if (left >= NOTIFICATION_EXPIRY_WARNING_MS) return { kind: 'later', at: item.expires_at };
  return { kind: 'soon', hoursLeft: Math.max(1, Math.ceil(left / 3_600_000)) };
}

/** rewards.md 9: 5 fire, 4 lightning, 3 star; lower priorities carry no marker. */
export type PriorityMarker = 'fire' | 'lightning' | 'star';

export function priorityMarkerOf(priority: number): PriorityMarker | null {
  if (priority >= 5) return 'fire';
  if (priority === 4) return 'lightning';
  if (priority === 3) return 'star';
  return null;
}

/** rewards.md 4.3: new (unread, not yet viewed), viewed (seen on this device), read (is_read). */
export type NotificationState = 'new' | 'viewed' | 'read';

interface Readable {
  user_notification_id: number;
  is_read: boolean;
}

export function notificationStateOf(item: Readable, viewedIds: ReadonlySet<number>): NotificationState {
  if (item.is_read) return 'read';
  return viewedIds.has(item.user_notification_id) ? 'viewed' : 'new';
}

/** The unread count the page and the header show: unread, not expired, not viewed on this device. */
export function newNotificationCount(unread: readonly (Readable & Expiring)[], viewedIds: ReadonlySet<number>, now: Date): number {
  return unread.filter((item) => !isNotificationExpired(item, now) && !viewedIds.has(item.user_notification_id)).length;
}

interface Dated extends Expiring {
  created_at: string;
  is_read: boolean;
}

/**
 * What the page lists: the newest 10 by created_at of all items still in force (rewards.md 2.4, 9:
 * 'only the last 10'), then shown unread before read, each newest first; `total` is how many there
 * are in all, for 'показано последних 10 из N'. Old unread items never push out newer read ones.
 */
export function notificationsToShow<T extends Dated>(unread: readonly T[], read: readonly T[], now: Date): { shown: T[]; total: number } {
  const all = withoutExpired([...unread, ...read], now);
  const newest = [...all].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)).slice(0, NOTIFICATIONS_SHOWN);
  const shown = [...newest.filter((item) => !item.is_read), ...newest.filter((item) => item.is_read)];
  return { shown, total: all.length };
}
