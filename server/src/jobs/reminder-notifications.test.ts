import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sign } from '@telegram-apps/init-data-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification } from '@tracker/shared/contract';
import type { FakeUser } from '../../../scripts/fake-telegram/fake-telegram.ts';
import { createDb } from '../db/create-db.ts';
import { startServer } from '../server.ts';
import { signAccessToken } from '../services/tokens.ts';
import { insertUser, setTimeZone } from '../services/users.ts';
import { createReminderJobs } from '../telegram-features.ts';
import { newBrowser, pushServiceAgent, startFakePushService } from '../testing/fake-push-service.ts';
import { TEST_BOT_TOKEN, TEST_SESSION_SECRET, TEST_VAPID, createTestApp, testClock } from '../testing/test-app.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-databases.ts';
import { TEST_PUBLIC_URL, type TelegramTestServer, startTelegramTestServer } from '../testing/telegram-server.ts';
import { type TestUser, signUp } from '../testing/test-users.ts';
import { createPushSender } from './push-sender.ts';

const MOOD_QUESTION = 'Как ваше настроение сейчас? Отметьте настроение — я сохраню его в дневник.';
const MOOD_REMINDER = { title: 'Как ваше настроение сейчас?', message: 'Отметьте настроение в дневнике.', notification_type: 'mood_reminder', icon: '🙂', priority: 2 };
let nextTelegramId = 9100;
const person = (first_name: string): FakeUser => ({ id: nextTelegramId++, first_name });

/**
 * Reminders for users the bot cannot write to, on the whole server with the bot running against a
 * fake Telegram: users without an open chat get them as in-app notifications, the others in the chat.
 */
describe.each(databaseKinds)('in-app reminders on %s', (kind) => {
  let h: TelegramTestServer;
  beforeAll(async () => {
    h = await startTelegramTestServer(kind);
  });
  afterAll(() => h.close());

  const tickAt = (iso: string) => h.tickAt(iso);
  /** The user's reminders as GET /api/notifications/ lists them, unread and read. */
  const remindersOf = async (user: TestUser): Promise<AppNotification[]> => {
    const res = await h.request('/api/notifications/', { token: user.token });
    expect(res.status).toBe(200);
    const { unread, read } = (await res.json()) as { unread: AppNotification[]; read: AppNotification[] };
    return [...unread, ...read].filter((n) => n.notification_type === 'mood_reminder' || n.notification_type === 'habit_reminder');
  };
  const saveSettings = async (user: TestUser, json: object) => {
    const res = await h.request('/api/notifications/settings/save/', { method: 'POST', token: user.token, json });
    expect(res.status).toBe(200);
  };
  const moodMessages = (chatId: number) => h.fake.sentMessages(chatId).filter((m) => m.text === MOOD_QUESTION);
  const createHabit = async (user: TestUser, json: object) => {
    const res = await h.request('/api/habits/create/', { method: 'POST', token: user.token, json: { category: 1, duration: 'infinite', ...json } });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const addProgress = async (user: TestUser, habitId: number) => {
    expect((await h.request(`/api/habits/${habitId}/progress/add/`, { method: 'POST', token: user.token, json: { amount: 1 } })).status).toBe(200);
  };

  it('writes the mood reminder in-app for a user who signed up with a password: at 20:00 in their zone, once a day, gone when the day ends', async () => {
    h.setClock('2026-11-23T09:00:00Z');
    const res = await h.request('/api/auth/register/', { method: 'POST', json: { username: `web_${kind}`, password: 'correct horse' } });
    expect(res.status).toBe(201);
    const web = h.userOf(((await res.json()) as { user_id: number }).user_id);
    // The app stores the browser's zone once it differs; the reminders follow it.
    expect((await h.request('/api/user/timezone/', { method: 'PUT', token: web.token, json: { timezone: 'Asia/Vladivostok' } })).status).toBe(200);

    const early = await tickAt('2026-11-23T09:59:00Z'); // 19:59 in Vladivostok
    expect(early.notified.some((r) => r.userId === web.userId)).toBe(false);
    expect(await remindersOf(web)).toEqual([]);

    const at20 = await tickAt('2026-11-23T10:00:00Z');
    expect(at20.notified).toContainEqual({ userId: web.userId, chatId: null, kind: 'mood', day: '2026-11-23', timeZone: 'Asia/Vladivostok' });
    expect(at20.queued.some((r) => r.userId === web.userId)).toBe(false);
    expect(await remindersOf(web)).toMatchObject([
      { ...MOOD_REMINDER, is_read: false, created_at: '2026-11-23T10:00:00.000Z', expires_at: '2026-11-23T14:00:00.000Z' }, // midnight in Vladivostok
    ]);

    await tickAt('2026-11-23T10:01:00Z');
    await tickAt('2026-11-23T10:30:00Z');
    expect(await remindersOf(web)).toHaveLength(1);

    h.setClock('2026-11-23T14:00:00Z'); // the next day there: yesterday's question is gone from /bell
    expect(await remindersOf(web)).toEqual([]);
    await tickAt('2026-11-24T10:00:00Z'); // a tick on the hour also deletes the expired ones
    expect(await remindersOf(web)).toMatchObject([{ ...MOOD_REMINDER, created_at: '2026-11-24T10:00:00.000Z', expires_at: '2026-11-24T14:00:00.000Z' }]);
    const stored = await h.server.db.selectFrom('notifications').select('created_at').where('user_id', '=', web.userId).execute();
    expect(stored).toEqual([{ created_at: '2026-11-24T10:00:00.000Z' }]);
  });

  it('writes nothing when the mood reminder or all notifications are switched off, and follows a changed time', async () => {
    h.setClock('2026-11-25T09:00:00Z');
    const quiet = await h.localUser();
    const muted = await h.localUser();
    const later = await h.localUser();
    await saveSettings(quiet, { mood_reminders_enabled: false });
    await saveSettings(muted, { notifications_enabled: false });
    await saveSettings(later, { mood_reminder_time: '21:30' });

    for (const iso of ['2026-11-25T17:00:00Z', '2026-11-25T17:01:00Z']) await tickAt(iso); // 20:00 in Moscow
    for (const user of [quiet, muted, later]) expect(await remindersOf(user)).toEqual([]);
    const at2130 = await tickAt('2026-11-25T18:30:00Z');
    expect(at2130.notified.map((r) => r.userId)).toEqual([later.userId]);
    expect(await remindersOf(later)).toMatchObject([MOOD_REMINDER]);
    expect(await remindersOf(quiet)).toEqual([]);
    expect(await remindersOf(muted)).toEqual([]);
  });

  it('sends a user with an open chat the Telegram message and no notification; without a chat, or with a blocked one, the reminder comes in-app', async () => {
    h.setClock('2026-11-26T09:00:00Z');
    const chatting = person('Чата');
    const chatUser = await h.telegramUser(chatting, 'Europe/Moscow');
    // Signed in through the Mini App but never wrote to the bot: a Telegram id, no chat.
    const miniApp = await h.localUser();
    await h.server.db
      .insertInto('identities')
      .values({ user_id: miniApp.userId, provider: 'telegram', subject: String(nextTelegramId++), secret: null, created_at: h.clock.now().toISOString() })
      .execute();
    const blocking = person('Блок');
    const blockingUser = await h.telegramUser(blocking, 'Europe/Moscow');
    h.fake.blockBot(blocking.id);

    const tick = await tickAt('2026-11-26T17:00:00Z');
    expect(tick.queued.map((r) => r.userId).sort()).toEqual([chatUser.userId, blockingUser.userId].sort());
    expect(tick.notified.map((r) => r.userId)).toEqual([miniApp.userId]);
    expect(moodMessages(chatting.id)).toHaveLength(1);
    expect(await remindersOf(chatUser)).toEqual([]);
    expect(await remindersOf(miniApp)).toMatchObject([MOOD_REMINDER]);
    // Telegram refused the blocked chat: the reminder it had claimed is written in-app instead.
    expect(h.fake.calls('sendMessage').filter((c) => c.params.chat_id === blocking.id && !c.ok)).toHaveLength(1);
    expect(await remindersOf(blockingUser)).toMatchObject([{ ...MOOD_REMINDER, created_at: '2026-11-26T17:00:00.000Z' }]);

    // The next evening the chat is known to be blocked: in-app at once, Telegram is not asked.
    const next = await tickAt('2026-11-27T17:00:00Z');
    expect(next.notified.map((r) => r.userId).sort()).toEqual([miniApp.userId, blockingUser.userId].sort());
    expect(h.fake.calls('sendMessage').filter((c) => c.params.chat_id === blocking.id)).toHaveLength(1 + 1); // the /start greeting and the refused reminder
    expect(await remindersOf(blockingUser)).toHaveLength(1); // yesterday's expired at midnight
    expect(moodMessages(chatting.id)).toHaveLength(2);
    expect(await remindersOf(chatUser)).toEqual([]);
  });

  it('sends the chat message to a Mini App user who let the bot write to them (allows_write_to_pm), in-app to one who did not', async () => {
    h.setClock('2026-11-28T09:00:00Z');
    const signInFromMiniApp = async (from: FakeUser, allows: boolean) => {
      const init_data = sign({ user: { ...from, allows_write_to_pm: allows } as never, signature: 'test-signature', query_id: 'AAH' }, TEST_BOT_TOKEN, h.clock.now());
      const res = await h.request('/api/auth/telegram/', { method: 'POST', json: { init_data } });
      expect(res.status).toBe(200);
      const user = h.userOf(((await res.json()) as { user_id: number }).user_id);
      expect((await h.request('/api/user/timezone/', { method: 'PUT', token: user.token, json: { timezone: 'Europe/Moscow' } })).status).toBe(200);
      return user;
    };
    const allowing = person('Лена');
    const allowingUser = await signInFromMiniApp(allowing, true);
    const silent = person('Олег');
    const silentUser = await signInFromMiniApp(silent, false);

    const ours = (reminders: { userId: number }[]) => reminders.map((r) => r.userId).filter((id) => id === allowingUser.userId || id === silentUser.userId);
    const tick = await tickAt('2026-11-28T17:00:00Z');
    expect(ours(tick.queued)).toEqual([allowingUser.userId]);
    expect(ours(tick.notified)).toEqual([silentUser.userId]);
    expect(moodMessages(allowing.id)).toHaveLength(1);
    expect(await remindersOf(allowingUser)).toEqual([]);

    // A chat the user blocked stays blocked however often the Mini App opens: only writing to the bot opens it again.
    await h.server.db.updateTable('telegram_chats').set({ is_blocked: 1 }).where('user_id', '=', allowingUser.userId).execute();
    await signInFromMiniApp(allowing, true);
    const next = await tickAt('2026-11-29T17:00:00Z');
    expect(ours(next.notified).sort()).toEqual([allowingUser.userId, silentUser.userId].sort());
  });

  it("names only today's unfinished habits in the habit reminder, and writes none when all are done", async () => {
    h.setClock('2026-11-29T20:00:00Z'); // Monday 06:00 in Vladivostok
    const user = await h.localUser();
    await saveSettings(user, { timezone: 'Asia/Vladivostok', mood_reminders_enabled: false });
    const water = await createHabit(user, { title: 'Вода', frequency: 'daily', daily_target: 2 });
    const exercise = await createHabit(user, { title: 'Зарядка', frequency: 'daily', daily_target: 1 });
    await createHabit(user, { title: 'Бассейн', frequency: 'weekly', week_days: [3], daily_target: 1 }); // Wednesdays only
    await addProgress(user, water);
    await addProgress(user, exercise);

    const monday = await tickAt('2026-11-29T23:00:00Z'); // 09:00 on Monday there
    expect(monday.notified).toContainEqual({ userId: user.userId, chatId: null, kind: 'habit', day: '2026-11-30', timeZone: 'Asia/Vladivostok', habits: [{ id: water, title: 'Вода', progress: 1, target: 2 }] });
    expect(await remindersOf(user)).toMatchObject([
      { title: 'Привычки на сегодня', message: 'Отметьте выполненное: Вода — 1/2', notification_type: 'habit_reminder', icon: '✅', expires_at: '2026-11-30T14:00:00.000Z' },
    ]);

    // Tuesday: everything done before 09:00, so no habit reminder at all.
    h.setClock('2026-11-30T21:00:00Z');
    for (const id of [water, water, exercise]) await addProgress(user, id);
    const tuesday = await tickAt('2026-11-30T23:00:00Z');
    expect(tuesday.notified.some((r) => r.userId === user.userId)).toBe(false);
    h.setClock('2026-11-30T23:30:00Z');
    expect(await remindersOf(user)).toEqual([]); // Monday's expired at midnight, none for Tuesday
  });

  it('writes a reminder once across processes: a second one waits for the lease, and after a restart finds the claims; without the bot it writes in-app for Telegram users too', async () => {
    h.setClock('2026-12-01T09:00:00Z');
    const web = await h.localUser();
    const tg = person('Тим');
    const tgUser = await h.telegramUser(tg, 'Europe/Moscow');
    // A second server process on the same database, run without the bot (BOT_MODE=off, say).
    const db = createDb(h.databaseUrl);
    const other = createReminderJobs(null, { db, now: h.clock.now, publicUrl: TEST_PUBLIC_URL });
    try {
      expect(other.queue).toBeNull();
      h.setClock('2026-12-01T17:00:00Z');
      const [first, second] = await Promise.all([h.reminders.tick(), other.scheduler.tick()]);
      await h.reminders.idle();
      expect([first.leader, second.leader]).toEqual([true, false]);
      expect(second.notified).toEqual([]);
      expect(await remindersOf(web)).toHaveLength(1);
      expect(moodMessages(tg.id)).toHaveLength(1);

      // The leader stops; the other takes over at once and looks at 20:00 again, as if the
      // leader had died before recording its tick: the delivery rows keep it from writing twice.
      await h.reminders.stop();
      await db.updateTable('scheduler_leases').set({ last_tick_at: '2026-12-01T16:59:00.000Z' }).execute();
      h.setClock('2026-12-01T17:02:00Z');
      const again = await other.scheduler.tick();
      expect(again).toEqual({ leader: true, queued: [], notified: [] });
      expect(await remindersOf(web)).toHaveLength(1);

      // The next evening only the process without the bot ticks: the Telegram user gets it in-app.
      h.setClock('2026-12-02T17:00:00Z');
      const evening = await other.scheduler.tick();
      await other.scheduler.idle();
      expect(evening.queued).toEqual([]);
      expect(evening.notified).toContainEqual({ userId: tgUser.userId, chatId: tg.id, kind: 'mood', day: '2026-12-02', timeZone: 'Europe/Moscow' });
      expect(evening.notified).toContainEqual({ userId: web.userId, chatId: null, kind: 'mood', day: '2026-12-02', timeZone: 'Europe/Moscow' });
      expect(moodMessages(tg.id)).toHaveLength(1);
      expect(await remindersOf(tgUser)).toMatchObject([{ ...MOOD_REMINDER, created_at: '2026-12-02T17:00:00.000Z' }]);
    } finally {
      await other.stop();
      await db.destroy();
    }
    expect((await h.reminders.tick()).leader).toBe(true);
  });
});

describe.each(databaseKinds)('reminders claimed for a chat when the server stops, on %s', (kind) => {
  it('are written in-app instead of lost', async () => {
    const h = await startTelegramTestServer(kind);
    const tg = person('Стас');
    let user: TestUser;
    try {
      user = await h.telegramUser(tg, 'Europe/Moscow');
      // Telegram asks the bot to wait 30 s: the reminder goes back to the queue, claimed but not sent.
      h.fake.floodWait(30);
      const limited = h.fake.waitForCall('sendMessage');
      h.setClock('2026-11-23T17:00:00Z'); // 20:00 in Moscow
      expect((await h.reminders.tick()).queued).toMatchObject([{ userId: user.userId, chatId: tg.id, kind: 'mood' }]);
      expect((await limited).ok).toBe(false);
    } finally {
      await h.close(); // the whole server stops, with the reminder still waiting
    }
    expect(h.fake.sentMessages(tg.id).filter((m) => m.text === MOOD_QUESTION)).toEqual([]);
    const db = createDb(h.databaseUrl);
    try {
      const rows = await db.selectFrom('notifications').select(['title', 'notification_type']).where('user_id', '=', user.userId).execute();
      expect(rows).toEqual([{ title: MOOD_REMINDER.title, notification_type: 'mood_reminder' }]);
    } finally {
      await db.destroy();
    }
  });
});

describe.each(databaseKinds)('reminders without the bot on %s', (kind) => {
  it('runs the scheduler in a server started without BOT_TOKEN and writes every reminder in-app', async () => {
    const clock = testClock(new Date('2026-11-23T09:00:00Z'));
    const server = await startServer(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: await createTestDatabase(kind),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'tracker-data-')),
        SESSION_SECRET: TEST_SESSION_SECRET,
      },
      { now: clock.now, log: () => {}, manualReminders: true },
    );
    try {
      expect(server.botRunning).toBe(false);
      const userId = await insertUser(server.db, { username: 'no_bot', first_name: null, last_name: null, photo_url: null }, clock.now());
      await setTimeZone(server.db, userId, 'Europe/Moscow', clock.now());
      clock.set('2026-11-23T17:00:00Z');
      const tick = await server.reminders.tick();
      expect(tick).toEqual({ leader: true, queued: [], notified: [{ userId, chatId: null, kind: 'mood', day: '2026-11-23', timeZone: 'Europe/Moscow' }] });
      const res = await fetch(`${server.url}/api/notifications/`, { headers: { authorization: `Bearer ${signAccessToken(userId, TEST_SESSION_SECRET, clock.now())}` } });
      expect((await res.json()).unread).toMatchObject([MOOD_REMINDER]);
    } finally {
      await server.close();
    }
  });

  it("pushes an in-app reminder to the user's subscribed browser, unless the reminder is switched off", async () => {
    const t = await createTestApp(kind);
    const service = await startFakePushService();
    const agent = pushServiceAgent();
    const jobs = createReminderJobs(null, { db: t.db, now: t.clock.now, publicUrl: 'http://localhost:3000' });
    const sender = createPushSender({ db: t.db, now: t.clock.now, vapid: TEST_VAPID, agent });
    try {
      const subscribed = await signUp(t);
      const off = await signUp(t);
      const browser = newBrowser(`${service.base}/push/${kind}-reminder`);
      const offBrowser = newBrowser(`${service.base}/push/${kind}-reminder-off`);
      for (const [user, b] of [[subscribed, browser], [off, offBrowser]] as const) {
        expect((await t.request('/api/notifications/push-subscription/', { method: 'POST', token: user.token, json: b.subscription })).status).toBe(200);
      }
      expect((await t.request('/api/notifications/settings/save/', { method: 'POST', token: off.token, json: { mood_reminders_enabled: false } })).status).toBe(200);

      t.clock.set('2026-11-23T17:00:00Z');
      expect((await jobs.scheduler.tick()).notified.map((r) => r.userId)).toEqual([subscribed.userId]);
      expect(await sender.flush()).toBe(1);
      const [received] = service.received.filter((r) => r.path === `/push/${kind}-reminder`);
      expect(browser.decrypt(received!.body)).toMatchObject({ title: 'Как ваше настроение сейчас?', body: 'Отметьте настроение в дневнике.', url: '/bell' });
      expect(service.received.filter((r) => r.path === `/push/${kind}-reminder-off`)).toEqual([]);
      const { unread } = await (await t.request('/api/notifications/', { token: subscribed.token })).json();
      expect(unread).toMatchObject([{ ...MOOD_REMINDER, is_push: true }]);
    } finally {
      await jobs.stop();
      await sender.stop();
      agent.destroy();
      await service.close();
      await t.close();
    }
  });
});
