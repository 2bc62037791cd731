import { REMINDER_NOTIFICATIONS, endOfLocalDay } from '@tracker/shared/domain';
import { reminderNotificationTexts } from '@tracker/shared/texts';
import { chunks } from '../db/chunks.ts';
import type { Db } from '../db/create-db.ts';
import { type NewNotification, createNotifications } from './notifications.ts';
import type { DueReminder } from './reminders.ts';

/** Notifications per statement: 500 rows of 9 values stay well under the bind parameter limits. */
const BATCH = 500;
/** Reminders claimed and written in-app per transaction: short enough to keep SQLite's writer free. */
export const REMINDERS_PER_TRANSACTION = 1000;

/** The in-app form of a reminder: the bot's question or today's unfinished habits, gone when its local day ends. */
function reminderNotification(reminder: DueReminder): NewNotification {
  const texts = reminderNotificationTexts;
  const { type, priority, icon } = REMINDER_NOTIFICATIONS[reminder.kind];
  const words =
    reminder.kind === 'mood'
      ? { title: texts.moodTitle, message: texts.moodMessage }
      : { title: texts.habitTitle, message: texts.habitMessage(reminder.habits ?? []) };
  return { ...words, type, priority, icon, expiresAt: endOfLocalDay(reminder.day, reminder.timeZone) };
}

/**
 * Claimed reminders as in-app notifications, for users the bot cannot write to (no open chat, or
 * no bot running), in the caller's transaction (the one that claimed them): through
 * createNotifications, so each is listed on /bell and pushed to the user's subscribed browsers as
 * any notification is.
 */
export async function notifyReminders(trx: Db, reminders: readonly DueReminder[], now: Date): Promise<void> {
  if (reminders.length === 0) return;
  // A user deleted since the reminder was found gets nothing (and breaks no batch).
  const existing = new Set<number>();
  for (const ids of chunks([...new Set(reminders.map((r) => r.userId))])) {
    for (const row of await trx.selectFrom('users').select('id').where('id', 'in', ids).execute()) existing.add(row.id);
  }
  const items = reminders.filter((r) => existing.has(r.userId)).map((r) => ({ userId: r.userId, notification: reminderNotification(r) }));
  for (const batch of chunks(items, BATCH)) await createNotifications(trx, batch, now);
}

/**
 * Reminders claimed for a chat that will not be sent there (Telegram refused it with 403, or the
 * server stopped before sending it), written in-app REMINDERS_PER_TRANSACTION to a transaction.
 */
export async function notifyClaimedReminders(db: Db, reminders: readonly DueReminder[], now: Date): Promise<void> {
  for (const batch of chunks(reminders, REMINDERS_PER_TRANSACTION)) await db.transaction().execute((trx) => notifyReminders(trx, batch, now));
}

const REMINDER_TYPES = Object.values(REMINDER_NOTIFICATIONS).map((n) => n.type);

/** In-app reminders past their day are never listed again: deleted (with their push outbox rows). */
export async function pruneExpiredReminderNotifications(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('notifications')
    .where('expires_at', 'is not', null)
    .where('expires_at', '<=', now.toISOString())
    .where('notification_type', 'in', REMINDER_TYPES)
    .execute();
}
