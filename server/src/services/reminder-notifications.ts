import { REMINDER_NOTIFICATIONS, endOfLocalDay } from '@tracker/shared/domain';
import { reminderNotificationTexts } from '@tracker/shared/texts';
import type { Db } from '../db/create-db.ts';
import { type NewNotification, createNotification } from './notifications.ts';
import { type DueReminder, chunks } from './reminders.ts';

/** Notifications written per transaction: one commit for many, without holding SQLite's writer long. */
const BATCH = 500;

/** The in-app form of a reminder: the bot's question or today's unfinished habits, gone when its local day ends. */
function reminderNotification(reminder: DueReminder, timeZone: string): NewNotification {
  const texts = reminderNotificationTexts;
  const { type, priority, icon } = REMINDER_NOTIFICATIONS[reminder.kind];
  const words =
    reminder.kind === 'mood'
      ? { title: texts.moodTitle, message: texts.moodMessage }
      : { title: texts.habitTitle, message: texts.habitMessage(reminder.habits ?? []) };
  return { ...words, type, priority, icon, expiresAt: endOfLocalDay(reminder.day, timeZone) };
}

/**
 * Claimed reminders as in-app notifications, for users the bot cannot write to (no open chat, or
 * no bot running): each through createNotification, so it is listed on /bell and pushed to the
 * user's subscribed browsers as any notification is.
 */
export async function notifyReminders(db: Db, reminders: readonly DueReminder[], now: Date): Promise<void> {
  if (reminders.length === 0) return;
  const zones = new Map<number, string>();
  for (const ids of chunks([...new Set(reminders.map((r) => r.userId))])) {
    const rows = await db.selectFrom('notification_settings').select(['user_id', 'timezone']).where('user_id', 'in', ids).execute();
    for (const row of rows) zones.set(row.user_id, row.timezone);
  }
  for (const batch of chunks(reminders, BATCH)) {
    await db.transaction().execute(async (trx) => {
      for (const reminder of batch) {
        const zone = zones.get(reminder.userId); // none: the user was deleted since the claim
        if (zone !== undefined) await createNotification(trx, reminder.userId, reminderNotification(reminder, zone), now);
      }
    });
  }
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
