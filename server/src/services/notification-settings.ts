import type { Selectable } from 'kysely';
import type { NotificationSettings, SaveNotificationSettingsRequest } from '@tracker/shared/contract';
import { NOTIFICATION_DEFAULTS, NOTIFICATION_TOGGLES, type NotificationPreferences } from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';
import type { NotificationSettingsTable } from '../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { storeDeviceTimeZone } from './device-time-zone.ts';

type SettingsRow = Selectable<NotificationSettingsTable>;

/** The stored preferences, or the defaults of rewards.md 3 for a user who never saved any. */
export function preferencesOf(row: SettingsRow | undefined): NotificationPreferences {
  if (!row) return { ...NOTIFICATION_DEFAULTS };
  return {
    notifications_enabled: row.notifications_enabled === 1,
    info_notifications_enabled: row.info_notifications_enabled === 1,
    mood_reminders_enabled: row.mood_reminders_enabled === 1,
    habit_reminders_enabled: row.habit_reminders_enabled === 1,
    achievement_notifications_enabled: row.achievement_notifications_enabled === 1,
    motivational_messages_enabled: row.motivational_messages_enabled === 1,
    mood_reminder_time: row.mood_reminder_time,
    habit_reminder_time: row.habit_reminder_time,
  };
}

function toColumns(prefs: NotificationPreferences) {
  const columns = {} as Record<(typeof NOTIFICATION_TOGGLES)[number], number>;
  for (const toggle of NOTIFICATION_TOGGLES) columns[toggle] = prefs[toggle] ? 1 : 0;
  return { ...columns, mood_reminder_time: prefs.mood_reminder_time, habit_reminder_time: prefs.habit_reminder_time };
}

async function currentState(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .leftJoin('notification_settings as s', 's.user_id', 'users.id')
    .selectAll('s')
    .select('users.timezone as user_timezone')
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new DomainError('UNAUTHORIZED');
  const stored = row.user_id === null ? undefined : (row as unknown as SettingsRow);
  return { timezone: row.user_timezone, prefs: preferencesOf(stored) };
}

async function writeSettings(db: Db, userId: number, prefs: NotificationPreferences, timezone: string, now: Date) {
  const values = { ...toColumns(prefs), timezone, updated_at: now.toISOString() };
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export async function notificationSettingsOf(db: Db, userId: number): Promise<NotificationSettings> {
  const { timezone, prefs } = await currentState(db, userId);
  return { ...prefs, timezone };
}

/**
 * Saves the given settings (the rest keep their values) and the device's time zone, which is the
 * user's time zone everywhere; the reminders follow from the next minute.
 */
export async function saveNotificationSettings(
  db: Db,
  userId: number,
  input: SaveNotificationSettingsRequest,
  now: Date,
): Promise<NotificationSettings> {
  return db.transaction().execute(async (trx) => {
    const current = await currentState(trx, userId);
    const { timezone: givenZone, ...changes } = input;
    const prefs: NotificationPreferences = { ...current.prefs };
    for (const [key, value] of Object.entries(changes)) {
      if (value !== undefined) (prefs as unknown as Record<string, unknown>)[key] = value;
    }
    const timezone = givenZone ?? current.timezone;
    if (givenZone !== undefined) await storeDeviceTimeZone(trx, userId, givenZone, now);
    await writeSettings(trx, userId, prefs, timezone, now);
    return { ...prefs, timezone };
  });
}

/**
 * Makes sure the user has a settings row (the defaults until they save their own) in their time
 * zone: the reminder scheduler finds users through it. An insert that keeps any row already there,
 * so it never writes over a save made at the same moment.
 */
export async function ensureNotificationSettings(db: Db, userId: number, now: Date): Promise<void> {
  const user = await db.selectFrom('users').select('timezone').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new DomainError('UNAUTHORIZED');
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, ...toColumns(NOTIFICATION_DEFAULTS), timezone: user.timezone, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
