import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { signUp } from '../testing/test-users.ts';
import { createNotification } from './notifications.ts';
import { pruneExpiredReminderNotifications } from './reminder-notifications.ts';
import { DELIVERY_RETENTION_MS, pruneReminderDeliveries } from './reminders.ts';

describe.each(databaseKinds)('pruning reminder records on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('deletes deliveries and answered reminders older than the retention, and keeps newer ones', async () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const old = new Date(now.getTime() - DELIVERY_RETENTION_MS - 1).toISOString();
    const recent = new Date(now.getTime() - DELIVERY_RETENTION_MS + 60_000).toISOString();
    const { userId } = await signUp(t);
    await t.db.insertInto('reminder_deliveries').values([
      { user_id: userId, kind: 'mood', day: '2026-11-17', created_at: old },
      { user_id: userId, kind: 'mood', day: '2026-11-18', created_at: recent },
    ]).execute();
    await t.db.insertInto('reminder_answers').values([
      { chat_id: 5_000_000_001, message_id: 1, created_at: old },
      { chat_id: 5_000_000_001, message_id: 2, created_at: recent },
    ]).execute();

    await pruneReminderDeliveries(t.db, now);

    expect((await t.db.selectFrom('reminder_deliveries').select('day').where('user_id', '=', userId).execute()).map((r) => r.day)).toEqual(['2026-11-18']);
    expect((await t.db.selectFrom('reminder_answers').select('message_id').where('chat_id', '=', 5_000_000_001).execute()).map((r) => Number(r.message_id))).toEqual([2]);
  });

  it('deletes in-app reminders once expired, with their push outbox rows, and keeps current ones and other notifications', async () => {
    const now = new Date('2026-11-25T21:00:00Z');
    const { userId } = await signUp(t);
    await t.db.insertInto('push_subscriptions').values({ user_id: userId, endpoint: 'https://push.example.ru/prune', p256dh: 'k', auth: 'a', created_at: now.toISOString() }).execute();
    const write = (title: string, type: 'mood_reminder' | 'habit_reminder' | 'info', expiresAt: string | null) =>
      createNotification(t.db, userId, { title, message: '…', type, expiresAt: expiresAt === null ? null : new Date(expiresAt) }, new Date('2026-11-25T06:00:00Z'));
    await write('вчерашнее настроение', 'mood_reminder', '2026-11-25T21:00:00Z');
    await write('вчерашние привычки', 'habit_reminder', '2026-11-25T20:59:00Z');
    await write('сегодняшние привычки', 'habit_reminder', '2026-11-26T21:00:00Z');
    await write('истёкшая новость', 'info', '2026-11-25T20:00:00Z');
    await write('новость', 'info', null);

    await pruneExpiredReminderNotifications(t.db, now);

    const left = await t.db.selectFrom('notifications').select(['id', 'title']).where('user_id', '=', userId).orderBy('id').execute();
    expect(left.map((n) => n.title)).toEqual(['сегодняшние привычки', 'истёкшая новость', 'новость']);
    const outbox = await t.db.selectFrom('push_outbox').select('notification_id').execute();
    expect(outbox.map((o) => o.notification_id).sort()).toEqual(left.map((n) => n.id).sort());
  });
});
