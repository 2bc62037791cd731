import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ask, startBotAgainstFake } from '../testing/bot-against-fake.ts';

const ivan = { id: 1001, first_name: 'Иван', last_name: 'Петров', username: 'ivan', language_code: 'ru' };
const VALID_KEY = 'Ab3_-xYz0123456789abcdefgh';

describe('/start auth_<key>: signing a browser in', () => {
  let running: Awaited<ReturnType<typeof startBotAgainstFake>>;
  beforeEach(async () => {
    running = await startBotAgainstFake();
  });
  afterEach(async () => {
    await running.close();
  });

  it('confirms a registered key for the Telegram user and says so', async () => {
    running.logins.register(VALID_KEY);
    const reply = await ask(running.fake, ivan, `/start auth_${VALID_KEY}`);
    expect(reply.text).toBe('Готово! Вы вошли в браузере как Иван Петров. Вернитесь на вкладку с приложением.');
    expect(running.logins.confirmations).toEqual([
      { key: VALID_KEY, user: { id: 1001, first_name: 'Иван', last_name: 'Петров', username: 'ivan', language_code: 'ru' } },
    ]);
  });

  it("names the user without the controls that turn writing direction, so a name cannot mirror the rest of the message", async () => {
    running.logins.register(VALID_KEY);
    const spoofer = { id: 1002, first_name: 'Ева\u202Eлав', last_name: '\u2067Смит\u2069' };
    const reply = await ask(running.fake, spoofer, `/start auth_${VALID_KEY}`);
    expect(reply.text).toBe('Готово! Вы вошли в браузере как Евалав Смит. Вернитесь на вкладку с приложением.');
    const greeting = await ask(running.fake, spoofer, '/start');
    expect(greeting.text).toMatch(/^Привет, Евалав! /);
  });

  it('signs in when the command comes as plain text without its bot_command entity', async () => {
    running.logins.register(VALID_KEY);
    const reply = await ask(running.fake, ivan, `/start auth_${VALID_KEY}`, { withoutEntities: true });
    expect(reply.text).toBe('Готово! Вы вошли в браузере как Иван Петров. Вернитесь на вкладку с приложением.');
    expect(running.logins.confirmations.map((c) => c.key)).toEqual([VALID_KEY]);
  });

  it('says an expired link is out of date', async () => {
    running.logins.register(VALID_KEY, { expired: true });
    const reply = await ask(running.fake, ivan, `/start auth_${VALID_KEY}`);
    expect(reply.text).toBe('Ссылка для входа устарела. Обновите страницу входа и попробуйте снова.');
  });

  it('says an unknown or already used link is not valid', async () => {
    const unknown = await ask(running.fake, ivan, `/start auth_${VALID_KEY}`);
    expect(unknown.text).toBe('Ссылка для входа недействительна или уже использована. Нажмите «Войти через Telegram» на странице входа ещё раз — придёт новая.');

    running.logins.register('spent-key-0123456789');
    running.logins.spend('spent-key-0123456789');
    const spent = await ask(running.fake, ivan, '/start auth_spent-key-0123456789');
    expect(spent.text).toBe('Ссылка для входа недействительна или уже использована. Нажмите «Войти через Telegram» на странице входа ещё раз — придёт новая.');
  });

  it('answers a malformed key like an unknown one, without asking the server', async () => {
    for (const key of ['has.dots.in.it.0123456789', 'x'.repeat(60), 'with space']) {
      const reply = await ask(running.fake, ivan, `/start auth_${key}`);
      expect(reply.text).toBe('Ссылка для входа недействительна или уже использована. Нажмите «Войти через Telegram» на странице входа ещё раз — придёт новая.');
    }
    expect(running.logins.confirmations).toEqual([]);
  });
});

describe('/start auth_<key> of a browser that asked to link Telegram to its account', () => {
  it.each([
    ['linked', 'Готово! Ваш Telegram (Иван Петров) привязан к аккаунту. Вернитесь на вкладку с приложением.'],
    ['TELEGRAM_ACCOUNT_TAKEN', 'Этот Telegram уже привязан к другому аккаунту. Войдите через Telegram, чтобы открыть его.'],
    ['TELEGRAM_ALREADY_LINKED', 'К вашему аккаунту уже привязан другой Telegram'],
  ] as const)('answers the server\'s %s with its text', async (result, text) => {
    const running = await startBotAgainstFake('https://tracker.example.ru', { confirmPendingLogin: async () => result });
    try {
      expect((await ask(running.fake, ivan, `/start auth_${VALID_KEY}`)).text).toBe(text);
    } finally {
      await running.close();
    }
  });
});

describe('/start auth_<key> when the server fails', () => {
  it('tells the user something went wrong instead of staying silent', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const running = await startBotAgainstFake('https://tracker.example.ru', {
      confirmPendingLogin: () => Promise.reject(new Error('database is down')),
    });
    try {
      const reply = await ask(running.fake, ivan, `/start auth_${VALID_KEY}`);
      expect(reply.text).toBe('Что-то пошло не так. Попробуйте ещё раз чуть позже.');
      expect(logged).toHaveBeenCalled();
    } finally {
      await running.close();
      logged.mockRestore();
    }
  });
});
