import { type Kysely, sql } from 'kysely';

// Frozen: never edit after it lands; add a new numbered file instead.

/**
 * Every user gets a notification-settings row: reminders now reach users without a Telegram chat
 * too (as in-app notifications), and the scheduler finds users through this table. Users who never
 * saved settings get the defaults of rewards.md 3 as they are at this migration (every switch on
 * but motivational messages, mood at 20:00, habits at 09:00) in their own time zone; new users get
 * their row when they are created.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  await sql`
    INSERT INTO notification_settings (
      user_id, notifications_enabled, info_notifications_enabled, mood_reminders_enabled, habit_reminders_enabled,
      achievement_notifications_enabled, motivational_messages_enabled, mood_reminder_time, habit_reminder_time, timezone, updated_at
    )
    SELECT users.id, 1, 1, 1, 1, 1, 0, '20:00', '09:00', users.timezone, ${now}
    FROM users
    WHERE NOT EXISTS (SELECT 1 FROM notification_settings s WHERE s.user_id = users.id)
  `.execute(db);
}

// No down: the rows cannot be told apart from saved defaults, and a row with the defaults means what no row meant.
