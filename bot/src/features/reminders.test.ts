import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMINDER_HABITS_MAX } from '@tracker/shared/domain';
import type { ReminderHabit } from '@tracker/shared/domain';
import type { HabitPressResult, MoodPressResult, ReminderDeps, TelegramUserInfo } from '../bot.ts';
import { startBotAgainstFake } from '../testing/bot-against-fake.ts';
import { habitReminderMessage, moodReminderMessage } from './reminders.ts';

const olga = { id: 2002, first_name: 'Ольга' };

describe('reminder buttons in the bot', () => {
  let running: Awaited<ReturnType<typeof startBotAgainstFake>> | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  /** The bot sends `message` to Ольга as the scheduler would; the test then presses its buttons. */
  const sent = async (message: { text: string; reply_markup?: object }) => {
    const result = await running!.bot.telegram.sendMessage(olga.id, message.text, message.reply_markup ? { reply_markup: message.reply_markup as never } : {});
    return running!.fake.sentMessages(olga.id).find((m) => m.message_id === result.message_id)!;
  };
  const pressAndWaitForEdit = async (message: { message_id: number; chat: { id: number } }, data: string) => {
    const edited = running!.fake.waitForMessage((m) => m.message_id === message.message_id && m.edit_date !== undefined);
    running!.fake.pressButton(olga, message, data);
    return edited;
  };

  function reminderDeps(mood: (mood: number) => MoodPressResult, habit?: (id: number, shown: number[]) => HabitPressResult) {
    const calls: unknown[] = [];
    const deps: ReminderDeps = {
      saveMood: async (user: TelegramUserInfo, value, reminder) => {
        calls.push({ user, mood: value, reminder });
        return mood(value);
      },
      addHabitProgress: async (user, habitId, shown) => {
        calls.push({ user, habitId, shown });
        return habit ? habit(habitId, shown) : { outcome: 'no-account' };
      },
    };
    return { deps, calls };
  }

  it('writes the pressed mood and edits the reminder to say so, with a button to the Mood screen', async () => {
    const { deps, calls } = reminderDeps(() => ({ outcome: 'saved' }));
    running = await startBotAgainstFake('https://tracker.example.ru', { reminders: deps });
    const reminder = await sent(moodReminderMessage());
    const edited = await pressAndWaitForEdit(reminder, 'rm:2');
    expect(edited.text).toBe('Записал настроение: 😕 Плохо. Спасибо, что делитесь!');
    expect(edited.reply_markup?.inline_keyboard).toEqual([[{ text: 'Открыть дневник настроения', web_app: { url: 'https://tracker.example.ru/mood' } }]]);
    expect(calls).toEqual([{ user: { id: 2002, first_name: 'Ольга' }, mood: 2, reminder: { chatId: olga.id, messageId: reminder.message_id } }]);
    expect(running.fake.calls('answerCallbackQuery').at(-1)?.params).toMatchObject({ text: 'Настроение сохранено' });
  });

  it('answers a press of a reminder already answered with a toast saying so, without editing it', async () => {
    const { deps } = reminderDeps(() => ({ outcome: 'already-answered' }));
    running = await startBotAgainstFake('https://tracker.example.ru', { reminders: deps });
    const reminder = await sent(moodReminderMessage());
    const answered = running.fake.waitForCall('answerCallbackQuery');
    running.fake.pressButton(olga, reminder, 'rm:3');
    expect((await answered).params).toMatchObject({ text: 'Настроение по этому напоминанию уже записано' });
    await running.fake.updatesHandled();
    expect(running.fake.calls('editMessageText')).toEqual([]);
    expect(running.fake.sentMessages(olga.id)).toEqual([reminder]);
  });

  it('answers the free limit in the chat and keeps the mood buttons for a later press', async () => {
    const { deps } = reminderDeps(() => ({ outcome: 'limit', message: 'Достигнут лимит заметок. Вы можете создать максимум 3 заметки в день в бесплатной версии' }));
    running = await startBotAgainstFake('http://localhost:3000', { reminders: deps });
    const answered = running.fake.waitForCall('answerCallbackQuery');
    const edited = await pressAndWaitForEdit(await sent(moodReminderMessage()), 'rm:5');
    // The press itself says why too: a later press, on the message already edited, says it again.
    expect((await answered).params).toMatchObject({ text: 'Достигнут лимит заметок. Вы можете создать максимум 3 заметки в день в бесплатной версии' });
    expect(edited.text).toBe(
      'Как ваше настроение сейчас? Отметьте настроение — я сохраню его в дневник.\n\n' +
        'Достигнут лимит заметок. Вы можете создать максимум 3 заметки в день в бесплатной версии. Оформите подписку в приложении, чтобы писать без ограничений.',
    );
    // The mood buttons stay (no button into the app: Telegram refuses buttons to localhost).
    expect(edited.reply_markup?.inline_keyboard?.map((row) => row.map((b) => b.text))).toEqual([
      ['😣 Ужасно', '😕 Плохо', '😐 Нормально'],
      ['🙂 Хорошо', '😄 Отлично'],
    ]);
  });

  it('adds one to a habit, passes the habits the message lists, and edits it in place', async () => {
    let state: ReminderHabit[] = [
      { id: 11, title: 'Вода', progress: 0, target: 2 },
      { id: 12, title: 'Чтение', progress: 0, target: 1 },
    ];
    const { deps, calls } = reminderDeps(
      () => ({ outcome: 'saved' }),
      (id) => {
        state = state.map((h) => (h.id === id ? { ...h, progress: h.progress + 1 } : h));
        return { outcome: 'added', habits: state };
      },
    );
    running = await startBotAgainstFake('https://tracker.example.ru', { reminders: deps });
    const reminder = await sent(habitReminderMessage(state, 'https://tracker.example.ru'));
    const edited = await pressAndWaitForEdit(reminder, 'rh:12');
    expect(edited.message_id).toBe(reminder.message_id);
    expect(edited.text).toBe('Привычки на сегодня — отметьте выполненное:\n\n▫️ Вода — 0/2\n✅ Чтение — 1/1');
    expect(calls).toEqual([{ user: { id: 2002, first_name: 'Ольга' }, habitId: 12, shown: [11, 12] }]);
    expect(running.fake.calls('answerCallbackQuery').at(-1)?.params).toMatchObject({ text: '+1, теперь 1/1' });
  });

  it('shows the refusal of the app rules as the button answer', async () => {
    const habits = [{ id: 11, title: 'Вода', progress: 1, target: 1 }, { id: 12, title: 'Чтение', progress: 0, target: 1 }];
    const { deps } = reminderDeps(() => ({ outcome: 'saved' }), () => ({ outcome: 'refused', message: 'Привычка уже выполнена сегодня', habits }));
    running = await startBotAgainstFake('https://tracker.example.ru', { reminders: deps });
    const reminder = await sent(habitReminderMessage(habits, 'https://tracker.example.ru'));
    const answered = running.fake.waitForCall('answerCallbackQuery');
    running.fake.pressButton(olga, reminder, 'rh:11');
    expect((await answered).params).toMatchObject({ text: 'Привычка уже выполнена сегодня' });
    // The reminder already reads so: no edit is sent, which Telegram would refuse as 'not modified'.
    await running.fake.updatesHandled();
    expect(running.fake.calls('editMessageText')).toEqual([]);
  });

  it('says so when every habit it listed was deleted since, and leaves no dead button', async () => {
    const habits = [{ id: 11, title: 'Вода', progress: 0, target: 1 }];
    const { deps } = reminderDeps(() => ({ outcome: 'saved' }), () => ({ outcome: 'refused', message: 'Привычка не найдена', habits: [] }));
    running = await startBotAgainstFake('https://tracker.example.ru', { reminders: deps });
    const reminder = await sent(habitReminderMessage(habits, 'https://tracker.example.ru'));
    const edited = running.fake.waitForMessage((m) => m.message_id === reminder.message_id && m.edit_date !== undefined);
    running.fake.pressButton(olga, reminder, 'rh:11');
    const message = await edited;
    expect(message.text).toBe('Привычек из этого напоминания больше нет.');
    expect(JSON.stringify(message.reply_markup)).not.toContain('rh:');
  });

  it('still edits the reminder when Telegram refuses to answer an old press, and reports no failure', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const habits = [{ id: 11, title: 'Вода', progress: 0, target: 1 }];
      const { deps } = reminderDeps(() => ({ outcome: 'saved' }), () => ({ outcome: 'added', habits: [{ ...habits[0]!, progress: 1 }] }));
      running = await startBotAgainstFake('https://tracker.example.ru', { reminders: deps });
      for (const [message, data, text] of [
        [moodReminderMessage(), 'rm:4', 'Записал настроение: 🙂 Хорошо. Спасибо, что делитесь!'],
        [habitReminderMessage(habits, 'https://tracker.example.ru'), 'rh:11', 'Все привычки на сегодня выполнены! 🎉\n\n✅ Вода — 1/1'],
      ] as const) {
        const reminder = await sent(message);
        const edited = running.fake.waitForMessage((m) => m.message_id === reminder.message_id && m.edit_date !== undefined);
        running.fake.pressButton(olga, reminder, data, { expired: true });
        expect((await edited).text).toBe(text);
      }
      await running.fake.updatesHandled();
      expect(running.fake.calls('answerCallbackQuery').map((c) => c.ok)).toEqual([false, false]);
      expect(running.fake.sentMessages(olga.id).map((m) => m.text)).not.toContain('Что-то пошло не так. Попробуйте ещё раз чуть позже.');
      expect(warned).toHaveBeenCalledTimes(2);
    } finally {
      warned.mockRestore();
    }
  });

  it("acts on nothing when someone other than the chat's user presses its reminder", async () => {
    const { deps, calls } = reminderDeps(() => ({ outcome: 'saved' }), () => ({ outcome: 'added', habits: [] }));
    running = await startBotAgainstFake('https://tracker.example.ru', { reminders: deps });
    const stranger = { id: 3003, first_name: 'Пётр' };
    for (const [message, data] of [
      [await sent(moodReminderMessage()), 'rm:3'],
      [await sent(habitReminderMessage([{ id: 11, title: 'Чтение', progress: 0, target: 1 }], 'https://tracker.example.ru')), 'rh:11'],
    ] as const) {
      const answered = running.fake.waitForCall('answerCallbackQuery');
      running.fake.pressButton(stranger, message, data);
      expect((await answered).params).toMatchObject({ text: 'Эта кнопка больше не работает.' });
    }
    await running.fake.updatesHandled();
    expect(calls).toEqual([]);
    expect(running.fake.calls('editMessageText')).toEqual([]);
  });

  it('asks a stranger to open the app first', async () => {
    const { deps } = reminderDeps(() => ({ outcome: 'no-account' }));
    running = await startBotAgainstFake('https://tracker.example.ru', { reminders: deps });
    const answered = running.fake.waitForCall('answerCallbackQuery');
    running.fake.pressButton(olga, await sent(moodReminderMessage()), 'rm:3');
    expect((await answered).params).toMatchObject({ show_alert: true, text: 'Не нашёл ваш аккаунт. Откройте трекер кнопкой «Открыть» и попробуйте снова.' });
  });

  it('tells the server about every message and button from a user, and goes on when that fails', async () => {
    const active: number[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      running = await startBotAgainstFake('https://tracker.example.ru', {
        chatActive: async (user) => {
          active.push(user.id);
          if (active.length === 1) throw new Error('db down');
        },
      });
      const greeting = running.fake.waitForMessage((m) => m.chat.id === olga.id);
      running.fake.sendText(olga, '/start');
      expect((await greeting).text).toMatch(/^Привет, Ольга!/);
      const stale = running.fake.waitForCall('answerCallbackQuery');
      running.fake.pressButton(olga, await sent(moodReminderMessage()), 'rm:1'); // no reminder deps: a stale button
      await stale;
      running.fake.sendPreCheckout(olga, { currency: 'XTR', total_amount: 1, invoice_payload: 'x' });
      await running.fake.updatesHandled();
      expect(active).toEqual([2002, 2002]);
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});

describe('reminder messages', () => {
  it('offers five moods in two rows', () => {
    expect(moodReminderMessage().reply_markup?.inline_keyboard.map((row) => row.length)).toEqual([3, 2]);
  });

  it('shortens long habit titles on buttons and congratulates when all are done', () => {
    const long = 'Очень длинное название привычки, которое не влезет в кнопку целиком';
    const message = habitReminderMessage([{ id: 1, title: long, progress: 0, target: 3 }], 'https://x.example.ru');
    const button = message.reply_markup!.inline_keyboard[0]![0]!;
    expect(button.text.length).toBeLessThanOrEqual(44);
    expect(button.text.endsWith('…')).toBe(true);
    const done = habitReminderMessage([{ id: 1, title: 'Вода', progress: 3, target: 3 }], 'https://x.example.ru');
    expect(done.text).toBe('Все привычки на сегодня выполнены! 🎉\n\n✅ Вода — 3/3');
    expect(done.reply_markup?.inline_keyboard).toMatchObject([[{ text: 'Открыть привычки', web_app: { url: 'https://x.example.ru/target' } }]]);
  });

  it('lists at most 20 habits with shortened titles, within Telegram\'s 4096 characters, and counts the rest', () => {
    const habits = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, title: `${i + 1} ${'очень длинное название '.repeat(8)}`.slice(0, 190), progress: 0, target: 3 }));
    const message = habitReminderMessage(habits, 'https://x.example.ru');
    expect(REMINDER_HABITS_MAX).toBe(20);
    expect(message.text.length).toBeLessThan(4096);
    expect(message.reply_markup!.inline_keyboard.flat()).toHaveLength(20);
    const lines = message.text.split('\n');
    expect(lines[2]).toBe('▫️ 1 очень длинное название очень длинное… — 0/3');
    expect(lines.at(-1)).toBe('И ещё 10 привычек');
    expect(habitReminderMessage(habits.slice(0, 21), 'https://x.example.ru').text.split('\n').at(-1)).toBe('И ещё 1 привычка');
  });
});
