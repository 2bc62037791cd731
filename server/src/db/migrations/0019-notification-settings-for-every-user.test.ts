import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../../testing/test-databases.ts';
import { createDb, migrateToLatest, migrateUpTo, type Db } from '../create-db.ts';

const user = (username: string, timezone: string) => ({
  username, first_name: null, last_name: null, nickname: null, display_name: null, bio: null, photo_url: null,
  timezone, subscription_expires_at: null, created_at: '2026-11-01T00:00:00.000Z', last_active_day: null,
});

describe.each(databaseKinds)('migration 0019 on a %s database with users who never saved settings', (kind) => {
  let db: Db;
  let web: number;
  let saved: number;
  beforeAll(async () => {
    db = createDb(await createTestDatabase(kind));
    await migrateUpTo(db, '0018-reminder-answers');
    web = (await db.insertInto('users').values(user('web', 'Asia/Vladivostok')).returning('id').executeTakeFirstOrThrow()).id;
    saved = (await db.insertInto('users').values(user('saved', 'Europe/Moscow')).returning('id').executeTakeFirstOrThrow()).id;
    await db
      .insertInto('notification_settings')
      .values({
        user_id: saved, notifications_enabled: 1, info_notifications_enabled: 0, mood_reminders_enabled: 0, habit_reminders_enabled: 1,
        achievement_notifications_enabled: 1, motivational_messages_enabled: 1, mood_reminder_time: '21:30', habit_reminder_time: '08:15',
        timezone: 'Europe/Moscow', updated_at: '2026-11-02T00:00:00.000Z',
      })
      .execute();
    await migrateToLatest(db);
  });
  afterAll(() => db.destroy());

  it('gives a user without a row the defaults in their time zone and keeps saved settings', async () => {
    const rows = await db.selectFrom('notification_settings').selectAll().orderBy('user_id').execute();
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.user_id === web)).toMatchObject({
      notifications_enabled: 1, info_notifications_enabled: 1, mood_reminders_enabled: 1, habit_reminders_enabled: 1,
      achievement_notifications_enabled: 1, motivational_messages_enabled: 0, mood_reminder_time: '20:00', habit_reminder_time: '09:00',
      timezone: 'Asia/Vladivostok',
    });
    expect(rows.find((r) => r.user_id === saved)).toMatchObject({ mood_reminders_enabled: 0, mood_reminder_time: '21:30', updated_at: '2026-11-02T00:00:00.000Z' });
  });
});
