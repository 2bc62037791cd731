import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { signUp } from '../testing/test-users.ts';
import { ensureNotificationSettings, saveNotificationSettings } from './notification-settings.ts';

describe.each(databaseKinds)('ensureNotificationSettings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const rowOf = (userId: number) => t.db.selectFrom('notification_settings').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();

  it('gives a user without a row the defaults in their time zone', async () => {
    const { userId } = await signUp(t);
    await t.db.deleteFrom('notification_settings').where('user_id', '=', userId).execute();
    await ensureNotificationSettings(t.db, userId, new Date('2026-11-25T10:00:00Z'));
    expect(await rowOf(userId)).toMatchObject({ mood_reminders_enabled: 1, motivational_messages_enabled: 0, mood_reminder_time: '20:00', updated_at: '2026-11-25T10:00:00.000Z' });
  });

  it('never writes over a row that is there, not even its time of change', async () => {
    const { userId } = await signUp(t);
    await saveNotificationSettings(t.db, userId, { mood_reminders_enabled: false, mood_reminder_time: '21:15' }, new Date('2026-11-25T10:00:00Z'));
    await ensureNotificationSettings(t.db, userId, new Date('2026-11-25T11:00:00Z'));
    expect(await rowOf(userId)).toMatchObject({ mood_reminders_enabled: 0, mood_reminder_time: '21:15', updated_at: '2026-11-25T10:00:00.000Z' });
  });
});
