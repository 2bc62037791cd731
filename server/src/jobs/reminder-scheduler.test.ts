import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBot } from '@tracker/bot';
import type { FakeUser, Message } from '../../../scripts/fake-telegram/fake-telegram.ts';
import { createDb } from '../db/create-db.ts';
import { saveMoodFromReminder } from '../services/reminders.ts';
import { createReminderJobs } from '../telegram-features.ts';
import { TEST_BOT_TOKEN } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { TEST_PUBLIC_URL, type TelegramTestServer, startTelegramTestServer } from '../testing/telegram-server.ts';
import type { TestUser } from '../testing/test-users.ts';

const MOOD_QUESTION = 'Как ваше настроение сейчас? Отметьте настроение — я сохраню его в дневник.';
let nextTelegramId = 8000;
const person = (first_name: string): FakeUser => ({ id: nextTelegramId++, first_name });

describe.each(databaseKinds)('reminders on %s', (kind) => {
  let h: TelegramTestServer;
  beforeAll(async () => {
    h = await startTelegramTestServer(kind);
  });
  afterAll(() => h.close());

  const tickAt = (iso: string) => h.tickAt(iso);
  /** Mood reminders the chat got, as they look now (answered ones are edited). */
  const moodReminders = (chatId: number) =>
    h.fake.sentMessages(chatId).filter((m) => m.text?.startsWith(MOOD_QUESTION) || m.text?.startsWith('Записал настроение'));
  const habitReminders = (chatId: number) => h.fake.sentMessages(chatId).filter((m) => m.reply_markup?.inline_keyboard?.some((row) => row.some((b) => b.callback_data?.startsWith('rh:'))) || m.text?.startsWith('Все привычки'));
  const saveSettings = async (user: TestUser, json: object) => {
    const res = await h.request('/api/notifications/settings/save/', { method: 'POST', token: user.token, json });
    expect(res.status).toBe(200);
  };
  const editOf = (chatId: number, messageId: number) => h.fake.waitForMessage((m) => m.chat.id === chatId && m.message_id === messageId && m.edit_date !== undefined);
  /** A new user in Moscow and the mood reminder they got at 20:00 on `day`. */
  const moodReminderOf = async (name: string, day: string) => {
    h.setClock(`${day}T09:00:00Z`);
    const from = person(name);
    const user = await h.telegramUser(from, 'Europe/Moscow');
    await tickAt(`${day}T17:00:00Z`);
    const [reminder] = moodReminders(from.id);
    if (!reminder) throw new Error('no mood reminder');
    return { from, user, reminder };
  };
  const press = async (from: FakeUser, message: Message, data: string) => {
    const edited = editOf(from.id, message.message_id);
    h.fake.pressButton(from, message, data);
    return edited;
  };

  it('sends the mood reminder at 20:00 in Moscow and in Vladivostok, once, and not twice after a restart', async () => {
    h.setClock('2026-11-23T09:00:00Z');
    const masha = person('Маша');
    const vova = person('Вова');
    const moscow = await h.telegramUser(masha, 'Europe/Moscow');
    const vladivostok = await h.telegramUser(vova, 'Asia/Vladivostok');

    await tickAt('2026-11-23T09:59:00Z'); // 19:59 in Vladivostok
    expect(moodReminders(vova.id)).toHaveLength(0);

    const at20 = await tickAt('2026-11-23T10:00:00Z'); // 20:00 in Vladivostok (UTC+10), 13:00 in Moscow
    expect(at20.queued).toContainEqual({ userId: vladivostok.userId, chatId: vova.id, kind: 'mood', day: '2026-11-23', timeZone: 'Asia/Vladivostok' });
    expect(at20.queued.some((r) => r.userId === moscow.userId)).toBe(false);
    const [reminder] = moodReminders(vova.id);
    expect(reminder?.text).toBe(MOOD_QUESTION);
    expect(reminder?.reply_markup?.inline_keyboard?.flat().map((b) => [b.text, b.callback_data])).toEqual([
      ['😣 Ужасно', 'rm:1'],
      ['😕 Плохо', 'rm:2'],
      ['😐 Нормально', 'rm:3'],
      ['🙂 Хорошо', 'rm:4'],
      ['😄 Отлично', 'rm:5'],
    ]);
    await tickAt('2026-11-23T10:01:00Z');
    expect(moodReminders(vova.id)).toHaveLength(1);

    // A restart: this process stops, a new scheduler on the same database takes over at once.
    await h.reminders.stop();
    const db = createDb(h.databaseUrl);
    const restarted = createReminderJobs(createBot(TEST_BOT_TOKEN, { publicUrl: TEST_PUBLIC_URL, confirmPendingLogin: async () => 'unknown' }, { apiRoot: h.fake.apiRoot }), {
      db,
      now: h.clock.now,
      publicUrl: TEST_PUBLIC_URL,
    });
    try {
      // Even if the old process died after claiming 20:00 but before recording its tick, the
      // delivery row decides: the new one looks at that minute again and sends nothing.
      await db.updateTable('scheduler_leases').set({ last_tick_at: '2026-11-23T09:59:00.000Z' }).execute();
      h.setClock('2026-11-23T10:02:00Z');
      const again = await restarted.scheduler.tick();
      expect(again.leader).toBe(true);
      expect(again.queued).toEqual([]);
      await restarted.scheduler.idle();
      expect(moodReminders(vova.id)).toHaveLength(1);

      h.setClock('2026-11-23T17:00:00Z'); // 20:00 in Moscow
      expect((await restarted.scheduler.tick()).queued).toContainEqual({ userId: moscow.userId, chatId: masha.id, kind: 'mood', day: '2026-11-23', timeZone: 'Europe/Moscow' });
      await restarted.scheduler.idle();
      expect(moodReminders(masha.id)).toHaveLength(1);

      // The next evening, once more each.
      h.setClock('2026-11-24T10:00:00Z');
      await restarted.scheduler.tick();
      h.setClock('2026-11-24T17:00:00Z');
      await restarted.scheduler.tick();
      await restarted.scheduler.idle();
      expect(moodReminders(vova.id)).toHaveLength(2);
      expect(moodReminders(masha.id)).toHaveLength(2);
    } finally {
      await restarted.stop();
      await db.destroy();
    }
    // The first scheduler leads again once the other has given the lease up.
    expect((await h.reminders.tick()).leader).toBe(true);
  });

  it('lets only one process lead: a second scheduler does nothing while the lease is held', async () => {
    const db = createDb(h.databaseUrl);
    const other = createReminderJobs(createBot(TEST_BOT_TOKEN, { publicUrl: TEST_PUBLIC_URL, confirmPendingLogin: async () => 'unknown' }, { apiRoot: h.fake.apiRoot }), {
      db,
      now: h.clock.now,
      publicUrl: TEST_PUBLIC_URL,
    });
    try {
      h.setClock('2026-11-25T12:00:00Z');
      expect((await h.reminders.tick()).leader).toBe(true);
      expect((await other.scheduler.tick()).leader).toBe(false);
      h.clock.advance(60_000);
      expect((await h.reminders.tick()).leader).toBe(true);
      // The leader died without giving the lease up: the other takes over once it expires.
      h.clock.advance(3 * 60_000);
      expect((await other.scheduler.tick()).leader).toBe(true);
      expect((await h.reminders.tick()).leader).toBe(false);
    } finally {
      await other.stop();
      await db.destroy();
    }
    expect((await h.reminders.tick()).leader).toBe(true);
  });

  it('sends nothing when the mood reminder or all notifications are switched off, and follows a changed time', async () => {
    h.setClock('2026-11-26T09:00:00Z');
    const quiet = person('Тихон');
    const muted = person('Мила');
    const later = person('Лев');
    const quietUser = await h.telegramUser(quiet, 'Europe/Moscow');
    const mutedUser = await h.telegramUser(muted, 'Europe/Moscow');
    const laterUser = await h.telegramUser(later, 'Europe/Moscow');
    await saveSettings(quietUser, { mood_reminders_enabled: false });
    await saveSettings(mutedUser, { notifications_enabled: false });
    await saveSettings(laterUser, { mood_reminder_time: '21:30' });

    for (const iso of ['2026-11-26T17:00:00Z', '2026-11-26T17:01:00Z']) await tickAt(iso);
    expect(moodReminders(quiet.id)).toHaveLength(0);
    expect(moodReminders(muted.id)).toHaveLength(0);
    expect(moodReminders(later.id)).toHaveLength(0);
    await tickAt('2026-11-26T18:30:00Z'); // 21:30 in Moscow
    expect(moodReminders(later.id)).toHaveLength(1);
    expect(moodReminders(quiet.id)).toHaveLength(0);
  });

  it('writes a note when a mood button is pressed, and answers the free limit in the chat on the 4th note', async () => {
    const { from: nina, user, reminder } = await moodReminderOf('Нина', '2026-11-27');

    const edited = await press(nina, reminder, 'rm:4');
    expect(edited.text).toBe('Записал настроение: 🙂 Хорошо. Спасибо, что делитесь!');
    expect(edited.reply_markup?.inline_keyboard).toEqual([[{ text: 'Открыть дневник настроения', web_app: { url: 'https://tracker.example.ru/mood' } }]]);
    const { notes } = await (await h.request('/api/notes/list/', { token: user.token })).json();
    expect(notes).toMatchObject([{ mood: 4, title: null, text: null, date: '2026-11-27' }]);

    // Two more notes in the app make three; the next day's reminder button meets the limit.
    for (let i = 0; i < 2; i++) expect((await h.request('/api/notes/', { method: 'POST', token: user.token, json: { mood: 2 } })).status).toBe(201);
    await tickAt('2026-11-28T17:00:00Z');
    for (let i = 0; i < 3; i++) expect((await h.request('/api/notes/', { method: 'POST', token: user.token, json: { mood: 3 } })).status).toBe(201);
    const second = moodReminders(nina.id)[1];
    if (!second) throw new Error('no second mood reminder');
    const limited = await press(nina, second, 'rm:5');
    expect(limited.text).toBe(
      `${MOOD_QUESTION}\n\nДостигнут лимит заметок. Вы можете создать максимум 3 заметки в день в бесплатной версии. Оформите подписку в приложении, чтобы писать без ограничений.`,
    );
    expect(limited.reply_markup?.inline_keyboard?.flat().map((b) => b?.callback_data ?? b?.web_app?.url)).toEqual(['rm:1', 'rm:2', 'rm:3', 'rm:4', 'rm:5', 'https://tracker.example.ru/mood']);
    const after = await (await h.request('/api/notes/list/?from=2026-11-28&to=2026-11-28', { token: user.token })).json();
    expect(after.notes).toHaveLength(3);
  });

  it('writes one note for a reminder pressed twice before its edit lands; a press the limit refused does not block a later one', async () => {
    const { from: olya, user, reminder } = await moodReminderOf('Оля', '2026-11-29');

    h.fake.pressButton(olya, reminder, 'rm:4');
    const second = h.fake.pressButton(olya, reminder, 'rm:2');
    await h.fake.updatesHandled();
    expect(h.fake.calls('answerCallbackQuery').find((c) => c.params.callback_query_id === second)).toMatchObject({ ok: true, params: { callback_query_id: second } });
    const listed = async () => (await (await h.request('/api/notes/list/?from=2026-11-29&to=2026-11-29', { token: user.token })).json()).notes;
    expect(await listed()).toHaveLength(1);
    expect(h.fake.calls('editMessageText').filter((c) => c.params.message_id === reminder.message_id)).toHaveLength(1);

    // The 4th note of the day is refused; once a note is deleted, the same message can write it.
    for (let i = 0; i < 2; i++) expect((await h.request('/api/notes/', { method: 'POST', token: user.token, json: { mood: 3 } })).status).toBe(201);
    const key = { chatId: olya.id, messageId: reminder.message_id + 1000 };
    expect(await saveMoodFromReminder(h.server.db, olya.id, 5, key, h.clock.now())).toMatchObject({ outcome: 'limit' });
    const three = (await listed()).find((n: { mood: number }) => n.mood === 3);
    expect((await h.request(`/api/notes/${three.id}/delete/`, { method: 'DELETE', token: user.token })).status).toBe(200);
    expect(await saveMoodFromReminder(h.server.db, olya.id, 5, key, h.clock.now())).toEqual({ outcome: 'saved' });
    expect(await saveMoodFromReminder(h.server.db, olya.id, 5, key, h.clock.now())).toEqual({ outcome: 'already-answered' });
    expect((await listed()).map((n: { mood: number }) => n.mood).sort()).toEqual([3, 4, 5]);
  });

  it('lists the habits left for today at 09:00; a button adds one and edits the message in place', async () => {
    h.setClock('2026-11-29T20:00:00Z'); // Sunday evening in Vladivostok is Monday 06:00 (UTC+10)
    const pavel = person('Павел');
    const user = await h.telegramUser(pavel, 'Asia/Vladivostok');
    const create = async (json: object) => (await (await h.request('/api/habits/create/', { method: 'POST', token: user.token, json: { category: 1, duration: 'infinite', ...json } })).json()).id as number;
    const water = await create({ title: 'Вода', frequency: 'daily', daily_target: 2 });
    const exercise = await create({ title: 'Зарядка', frequency: 'daily', daily_target: 1 });
    await create({ title: 'Бассейн', frequency: 'weekly', week_days: [3], daily_target: 1 }); // Wednesdays only

    await tickAt('2026-11-29T23:00:00Z'); // 09:00 on Monday in Vladivostok
    const [reminder] = habitReminders(pavel.id);
    if (!reminder) throw new Error('no habit reminder');
    expect(reminder.text).toBe('Привычки на сегодня — отметьте выполненное:\n\n▫️ Вода — 0/2\n▫️ Зарядка — 0/1');
    expect(reminder.reply_markup?.inline_keyboard).toEqual([[{ text: '+1 Вода', callback_data: `rh:${water}` }], [{ text: '+1 Зарядка', callback_data: `rh:${exercise}` }]]);

    let edited = await press(pavel, reminder, `rh:${water}`);
    expect(edited.message_id).toBe(reminder.message_id);
    expect(edited.text).toBe('Привычки на сегодня — отметьте выполненное:\n\n▫️ Вода — 1/2\n▫️ Зарядка — 0/1');
    edited = await press(pavel, edited, `rh:${exercise}`);
    expect(edited.text).toBe('Привычки на сегодня — отметьте выполненное:\n\n▫️ Вода — 1/2\n✅ Зарядка — 1/1');
    expect(edited.reply_markup?.inline_keyboard?.[1]).toEqual([{ text: '✅ Зарядка', callback_data: `rh:${exercise}` }]);

    // The app's rules and errors: a done habit refuses another +1.
    const refused = h.fake.waitForCall('answerCallbackQuery', (c) => c.params.text === 'Привычка уже выполнена сегодня');
    h.fake.pressButton(pavel, edited, `rh:${exercise}`);
    await refused;

    edited = await press(pavel, edited, `rh:${water}`);
    expect(edited.text).toBe('Все привычки на сегодня выполнены! 🎉\n\n✅ Вода — 2/2\n✅ Зарядка — 1/1');
    expect(edited.reply_markup?.inline_keyboard).toEqual([[{ text: 'Открыть привычки', web_app: { url: 'https://tracker.example.ru/target' } }]]);
    const { active_habits } = await (await h.request('/api/habits/', { token: user.token })).json();
    expect(active_habits.find((x: { id: number }) => x.id === water)).toMatchObject({ daily_progress: 2, daily_target: 2 });
    expect(habitReminders(pavel.id)).toHaveLength(1);

    // Tuesday: everything done before 09:00, so no habit message at all.
    h.setClock('2026-11-30T21:00:00Z');
    for (const id of [water, water, exercise]) {
      expect((await h.request(`/api/habits/${id}/progress/add/`, { method: 'POST', token: user.token, json: { amount: 1 } })).status).toBe(200);
    }
    const tuesday = await tickAt('2026-11-30T23:00:00Z');
    expect(tuesday.queued.some((r) => r.userId === user.userId)).toBe(false);
    expect(habitReminders(pavel.id)).toHaveLength(1);
  });

  it('skips a user who blocked the bot until they write to it again', async () => {
    h.setClock('2026-12-01T09:00:00Z');
    const bella = person('Белла');
    const user = await h.telegramUser(bella, 'Europe/Moscow');
    await saveSettings(user, { habit_reminders_enabled: false });
    h.fake.blockBot(bella.id);
    await tickAt('2026-12-01T17:00:00Z');
    expect(h.fake.calls('sendMessage').filter((c) => c.params.chat_id === bella.id && !c.ok)).toHaveLength(1);
    const chat = await h.server.db.selectFrom('telegram_chats').selectAll().where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    expect(chat).toMatchObject({ is_blocked: 1, blocked_at: '2026-12-01T17:00:00.000Z' });

    await tickAt('2026-12-02T17:00:00Z');
    expect(h.fake.calls('sendMessage').filter((c) => c.params.chat_id === bella.id)).toHaveLength(1 + 1); // the /start greeting and the refused reminder

    h.setClock('2026-12-03T09:00:00Z');
    await h.telegramUser(bella); // writes /start again
    await tickAt('2026-12-03T17:00:00Z');
    expect(moodReminders(bella.id)).toHaveLength(1);
  });

  it('claims a reminder in the same transaction as its note: a note write that fails leaves the button answerable', async () => {
    const { from: petr, user, reminder } = await moodReminderOf('Пётр', '2026-12-04');
    const key = { chatId: petr.id, messageId: reminder.message_id };
    // The database refuses this user's next note (a fault injected with a trigger, not a mock).
    const failing = kind === 'sqlite'
      ? [sql`create trigger notes_fail before insert on notes when new.user_id = ${sql.lit(user.userId)} begin select raise(abort, 'injected'); end`]
      : [
          sql`create function notes_fail() returns trigger language plpgsql as $$ begin raise exception 'injected'; end $$`,
          sql`create trigger notes_fail before insert on notes for each row when (new.user_id = ${sql.lit(user.userId)}) execute function notes_fail()`,
        ];
    for (const statement of failing) await statement.execute(h.server.db);
    await expect(saveMoodFromReminder(h.server.db, petr.id, 4, key, h.clock.now())).rejects.toThrow('injected');
    await sql`drop trigger notes_fail${kind === 'sqlite' ? sql`` : sql` on notes`}`.execute(h.server.db);
    if (kind !== 'sqlite') await sql`drop function notes_fail()`.execute(h.server.db);

    expect(await saveMoodFromReminder(h.server.db, petr.id, 4, key, h.clock.now())).toEqual({ outcome: 'saved' });
    const { notes } = await (await h.request('/api/notes/list/', { token: user.token })).json();
    expect(notes).toMatchObject([{ mood: 4 }]);
  });

  it("counts nothing for a press of last night's reminder after midnight, and says so in place", async () => {
    h.setClock('2026-12-05T10:00:00Z');
    const lin = person('Лин');
    const user = await h.telegramUser(lin, 'Asia/Shanghai'); // UTC+8
    await saveSettings(user, { habit_reminder_time: '23:53' });
    const created = await h.request('/api/habits/create/', {
      method: 'POST',
      token: user.token,
      json: { title: 'Читать', category: 1, duration: 'infinite', frequency: 'daily', daily_target: 2 },
    });
    const reading = (await created.json()).id as number;
    await tickAt('2026-12-05T15:53:00Z'); // 23:53 on 5 December in Shanghai
    const [reminder] = habitReminders(lin.id);
    if (!reminder) throw new Error('no habit reminder');
    const lastNight = await press(lin, reminder, `rh:${reading}`);
    expect(lastNight.text).toBe('Привычки на сегодня — отметьте выполненное:\n\n▫️ Читать — 1/2');

    h.setClock('2026-12-05T16:00:07Z'); // 00:00:07 on 6 December there
    const told = h.fake.waitForCall('answerCallbackQuery', (c) => c.params.text === 'Это напоминание за прошлый день. Сегодняшние привычки отмечайте в новом напоминании или в приложении.');
    const edited = await press(lin, lastNight, `rh:${reading}`);
    expect((await told).params).toMatchObject({ show_alert: true });
    expect(edited.text).toBe(
      'Привычки на сегодня — отметьте выполненное:\n\n▫️ Читать — 1/2\n\nЭто напоминание за прошлый день. Сегодняшние привычки отмечайте в новом напоминании или в приложении.',
    );
    expect(edited.reply_markup?.inline_keyboard).toEqual([[{ text: 'Открыть привычки', web_app: { url: 'https://tracker.example.ru/target' } }]]);
    const { active_habits } = await (await h.request('/api/habits/', { token: user.token })).json();
    expect(active_habits.find((x: { id: number }) => x.id === reading)).toMatchObject({ daily_progress: 0, completed_dates: [] });
  });

  it('drops a habit paused since the reminder from it, as a deleted one, once its button is pressed', async () => {
    h.setClock('2026-12-07T01:00:00Z');
    const ira = person('Ира');
    const user = await h.telegramUser(ira, 'Europe/Moscow');
    const create = async (title: string) =>
      (await (await h.request('/api/habits/create/', { method: 'POST', token: user.token, json: { title, category: 1, duration: 'infinite', frequency: 'daily', daily_target: 1 } })).json()).id as number;
    const run = await create('Бег');
    const pushUps = await create('Отжимания');
    await tickAt('2026-12-07T06:00:00Z'); // 09:00 in Moscow
    const [reminder] = habitReminders(ira.id);
    if (!reminder) throw new Error('no habit reminder');
    const done = await press(ira, reminder, `rh:${run}`);
    expect(done.text).toBe('Привычки на сегодня — отметьте выполненное:\n\n✅ Бег — 1/1\n▫️ Отжимания — 0/1');

    expect((await h.request(`/api/habits/${pushUps}/`, { method: 'PUT', token: user.token, json: { is_active: false } })).status).toBe(200);
    const refused = h.fake.waitForCall('answerCallbackQuery', (c) => c.params.text === 'Привычка не активна');
    const edited = await press(ira, done, `rh:${pushUps}`);
    await refused;
    expect(edited.text).toBe('Все привычки на сегодня выполнены! 🎉\n\n✅ Бег — 1/1');
  });
});
