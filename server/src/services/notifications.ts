import type { AppNotification, NotificationsResponse } from '@tracker/shared/contract';
import { NOTIFICATIONS_LIST_CAP, NOTIFICATION_PRIORITY_DEFAULT, type NotificationType, notificationAllowed } from '@tracker/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../db/create-db.ts';
import { DomainError } from '../domain-error.ts';
import { preferencesOf } from './notification-settings.ts';

/** A notification to write for a user; the caller passes its own transaction when an event causes it. */
export interface NewNotification {
  title: string;
  message: string;
  type: NotificationType;
  priority?: number;
  icon?: string | null;
  expiresAt?: Date | null;
}

type NotificationItem = { userId: number; notification: NewNotification };

/**
 * The items their users' settings let through (notifications on and the type's toggle on): a user
 * who switched achievements off gets no 'Новое достижение' on /bell either, not only no push.
 */
async function allowedBySettings(trx: Db, items: readonly NotificationItem[]): Promise<NotificationItem[]> {
  const userIds = [...new Set(items.map((item) => item.userId))];
  const rows = await trx.selectFrom('notification_settings').selectAll().where('user_id', 'in', userIds).execute();
  const preferences = new Map(rows.map((row) => [row.user_id, preferencesOf(row)]));
  return items.filter(({ userId, notification }) => notificationAllowed(preferences.get(userId) ?? preferencesOf(undefined), notification.type));
}

/**
 * Writes unread notifications at `now` for the users whose settings let them through, any number
 * of users at once in three statements; each whose user has a browser subscribed to push also
 * enters the push outbox, so it is pushed once the caller's transaction commits.
 */
export async function createNotifications(trx: Db, requested: readonly NotificationItem[], now: Date): Promise<void> {
  if (requested.length === 0) return;
  const items = await allowedBySettings(trx, requested);
  if (items.length === 0) return;
  const created = await trx
    .insertInto('notifications')
    .values(
      items.map(({ userId, notification }) => ({
        user_id: userId,
        title: notification.title,
        message: notification.message,
        notification_type: notification.type,
        priority: notification.priority ?? NOTIFICATION_PRIORITY_DEFAULT,
        icon: notification.icon ?? null,
        read_at: null,
        expires_at: notification.expiresAt?.toISOString() ?? null,
        created_at: now.toISOString(),
      })),
    )
    .returning('id')
    .execute();
  await trx
    .insertInto('push_outbox')
    .columns(['notification_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('notifications as n')
        .select(['n.id', sql<string>`cast(${now.toISOString()} as text)`.as('created_at')])
        .where('n.id', 'in', created.map((row) => row.id))
        .where(({ exists, selectFrom }) => exists(selectFrom('push_subscriptions as s').select('s.id').whereRef('s.user_id', '=', 'n.user_id'))),
    )
    .execute();
}

/** One notification for `userId` (createNotifications). */
export function createNotification(trx: Db, userId: number, notification: NewNotification, now: Date): Promise<void> {
  return createNotifications(trx, [{ userId, notification }], now);
}

const columns = ['id', 'title', 'message', 'notification_type', 'priority', 'icon', 'is_push', 'is_read', 'read_at', 'expires_at', 'created_at'] as const;

function listOf(db: Db, userId: number, read: boolean, now: Date) {
  return db
    .selectFrom('notifications')
    .select(columns)
    .where('user_id', '=', userId)
    .where('is_read', '=', read ? 1 : 0)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATIONS_LIST_CAP)
    .execute();
}

type Row = Awaited<ReturnType<typeof listOf>>[number];

function toNotification(row: Row): AppNotification {
  return {
    id: row.id,
    user_notification_id: row.id,
    title: row.title,
    message: row.message,
    notification_type: row.notification_type,
    priority: row.priority,
    icon: row.icon,
    has_custom_icon: false,
    icon_image_url: null,
    is_push: row.is_push === 1,
    is_read: row.is_read === 1,
    read_at: row.read_at,
    expires_at: row.expires_at,
    created_at: row.created_at,
  };
}

/** GET /api/notifications/ (rewards.md 4.3): unread and read, newest first, expired ones left out. */
export async function listNotifications(db: Db, userId: number, now: Date): Promise<NotificationsResponse> {
  const [unread, read] = await Promise.all([listOf(db, userId, false, now), listOf(db, userId, true, now)]);
  return { success: true, unread: unread.map(toNotification), read: read.map(toNotification) };
}

/** Marks the user's notification read once (a second call keeps the first read_at); another user's is a 404. */
export async function markNotificationRead(db: Db, userId: number, notificationId: number, now: Date): Promise<void> {
  const updated = await db
    .updateTable('notifications')
    .set({ is_read: 1, read_at: now.toISOString() })
    .where('id', '=', notificationId)
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  const exists = await db.selectFrom('notifications').select('id').where('id', '=', notificationId).where('user_id', '=', userId).executeTakeFirst();
  if (!exists) throw new DomainError('NOTIFICATION_NOT_FOUND');
}
