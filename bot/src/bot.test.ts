import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeTelegram } from '../../scripts/fake-telegram/fake-telegram.ts';
import { configureBot, connectBot, createBot, startPolling } from './bot.ts';
import { FakePendingLogins, TOKEN, ask, startBotAgainstFake } from './testing/bot-against-fake.ts';

const ivan = { id: 1001, first_name: 'Иван', username: 'ivan' };

describe('the bot over long polling', () => {
  let running: Awaited<ReturnType<typeof startBotAgainstFake>> | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  it('greets /start with a button that opens the mini app', async () => {
    running = await startBotAgainstFake('https://tracker.example.ru');
    const sent = running.fake.waitForCall('sendMessage');
    const reply = await ask(running.fake, ivan, '/start');
    expect(reply.text).toMatch(/^Привет, Иван!/);
    expect(reply.reply_markup?.inline_keyboard).toEqual([[{ text: 'Открыть трекер', web_app: { url: 'https://tracker.example.ru' } }]]);
    // On the wire the button has exactly the Bot API's fields (telegraf's helpers add a `hide`).
    expect((await sent).params.reply_markup).toStrictEqual({
      inline_keyboard: [[{ text: 'Открыть трекер', web_app: { url: 'https://tracker.example.ru' } }]],
    });
  });

  it('links to an http app with a plain button, and to localhost in the text once Telegram refuses the button', async () => {
    running = await startBotAgainstFake('http://tracker.local.test:3000');
    const plain = await ask(running.fake, ivan, '/start');
    expect(plain.reply_markup?.inline_keyboard).toEqual([[{ text: 'Открыть трекер', url: 'http://tracker.local.test:3000' }]]);
    await running.close();

    running = await startBotAgainstFake('http://localhost:3000');
    const local = await ask(running.fake, ivan, '/start');
    expect(local.reply_markup).toBeUndefined();
    expect(local.text).toContain('http://localhost:3000');
    await running.fake.updatesHandled();
    const sent = running.fake.calls('sendMessage');
    expect(sent.map((call) => [call.ok, call.description])).toEqual([
      [false, expect.stringMatching(/BUTTON_URL_INVALID|button URL .* is invalid/)],
      [true, undefined],
    ]);
  });

  it('explains itself on /help and lists the commands', async () => {
    running = await startBotAgainstFake();
    const reply = await ask(running.fake, ivan, '/help');
    for (const fragment of ['напоминаю о привычках', 'о настроении', '«Профиль» → «Настройки уведомлений»', 'вход', 'подписк', '/start', '/help', '/paysupport', '/terms']) expect(reply.text).toContain(fragment);
  });

  it('on /help names the «Открыть» menu button only where Telegram shows it (https), else the address', async () => {
    running = await startBotAgainstFake('https://tracker.example.ru');
    expect((await ask(running.fake, ivan, '/help')).text).toContain('кнопка «Открыть» внизу чата');
    await running.close();

    running = await startBotAgainstFake('http://127.0.0.1:3000');
    const local = (await ask(running.fake, ivan, '/help')).text;
    expect(local).toContain('открываю приложение: http://127.0.0.1:3000');
    expect(local).not.toContain('«Открыть»');
  });

  it('points /paysupport to the contact page and /terms to the rules', async () => {
    running = await startBotAgainstFake('https://tracker.example.ru/');
    expect((await ask(running.fake, ivan, '/paysupport')).text).toContain('https://tracker.example.ru/contact');
    expect((await ask(running.fake, ivan, '/terms')).text).toContain('https://tracker.example.ru/rules');
  });

  it('takes a command sent without its bot_command entity (plain text from a bridge or a hand-made client) as the command', async () => {
    running = await startBotAgainstFake();
    const plain = { withoutEntities: true } as const;
    expect((await ask(running.fake, ivan, '/help', plain)).text).toContain('/paysupport');
    expect((await ask(running.fake, ivan, '/start', plain)).text).toMatch(/^Привет/);
    expect((await ask(running.fake, ivan, '/helpme', plain)).text).toBe('Не понимаю это сообщение. Список команд — /help');
  });

  it("reads a command typed in capitals as the command; what follows it stays as sent", async () => {
    running = await startBotAgainstFake('https://tracker.example.ru/');
    expect((await ask(running.fake, ivan, '/HELP')).text).toContain('/paysupport');
    expect((await ask(running.fake, ivan, '/Terms')).text).toContain('https://tracker.example.ru/rules');
    expect((await ask(running.fake, ivan, '/START', { withoutEntities: true })).text).toMatch(/^Привет/);
    running.logins.register('Ab3_-xYz0123456789abcdefgh');
    expect((await ask(running.fake, ivan, '/Start auth_Ab3_-xYz0123456789abcdefgh')).text).toMatch(/^Готово! Вы вошли в браузере/);
  });

  it('answers text it does not understand with a pointer to /help', async () => {
    running = await startBotAgainstFake();
    expect((await ask(running.fake, ivan, 'как дела?')).text).toBe('Не понимаю это сообщение. Список команд — /help');
    expect((await ask(running.fake, ivan, '/unknowncommand')).text).toBe('Не понимаю это сообщение. Список команд — /help');
  });

  it('answers a sticker or a photo with the same pointer, and a payment notice with nothing', async () => {
    running = await startBotAgainstFake();
    const { fake } = running;
    for (const kind of ['sticker', 'photo'] as const) {
      const reply = fake.waitForMessage((m) => m.chat.id === ivan.id);
      fake.sendMedia(ivan, kind);
      expect((await reply).text).toBe('Не понимаю это сообщение. Список команд — /help');
    }
    fake.sendSuccessfulPayment(ivan, { total_amount: 149, invoice_payload: 'sub:monthly' });
    fake.sendRefundedPayment(ivan, { total_amount: 149, invoice_payload: 'sub:monthly', telegram_payment_charge_id: 'charge-1' });
    await fake.updatesHandled();
    expect(fake.sentMessages(ivan.id)).toHaveLength(2);
  });

  it('stops the spinner of a button no feature knows, and refuses payments no feature takes', async () => {
    running = await startBotAgainstFake();
    const { fake, bot } = running;
    const old = await bot.telegram.sendMessage(ivan.id, 'Старое напоминание', {
      reply_markup: { inline_keyboard: [[{ text: 'Отметить', callback_data: 'retired:1' }]] },
    });
    const answered = fake.waitForCall('answerCallbackQuery');
    fake.pressButton(ivan, old, 'retired:1');
    expect((await answered).params).toMatchObject({ text: 'Эта кнопка больше не работает.' });

    const refused = fake.waitForCall('answerPreCheckoutQuery');
    fake.sendPreCheckout(ivan, { currency: 'XTR', total_amount: 149, invoice_payload: 'sub:monthly' });
    expect((await refused).params).toMatchObject({ ok: false, error_message: 'Оплата сейчас недоступна. Попробуйте позже.' });
  });
});

describe('startPolling', () => {
  it('polls and answers on a Bot API without deleteWebhook, logging the failure once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const running = await startBotAgainstFake('https://tracker.example.ru', {}, {}, { missingMethods: ['deleteWebhook'] });
    try {
      expect((await ask(running.fake, ivan, '/start')).text).toContain('Иван');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('deleteWebhook');
    } finally {
      warn.mockRestore();
      await running.close();
    }
  });

  it('can be stopped before polling has begun', async () => {
    const fake = await startFakeTelegram({ token: TOKEN });
    const deps = { publicUrl: 'https://tracker.example.ru', confirmPendingLogin: async () => 'unknown' as const };
    const bot = createBot(TOKEN, deps, { apiRoot: fake.apiRoot });
    const stop = startPolling(bot, (signal) => connectBot(bot, deps, signal));
    await stop();
    expect(fake.calls('getMe')).toHaveLength(1);
    expect(fake.calls('getUpdates')).toHaveLength(0);
    await fake.close();
  });
});

describe('configureBot', () => {
  it('sets the Russian command menu and a menu button that opens the mini app', async () => {
    const fake = await startFakeTelegram({ token: TOKEN });
    try {
      const bot = createBot(TOKEN, { publicUrl: 'https://tracker.example.ru', confirmPendingLogin: async () => 'unknown' }, { apiRoot: fake.apiRoot });
      await configureBot(bot, { publicUrl: 'https://tracker.example.ru' });
      expect(await bot.telegram.getMyCommands()).toEqual([
        { command: 'start', description: 'Открыть трекер' },
        { command: 'help', description: 'Что умеет бот' },
        { command: 'paysupport', description: 'Помощь с оплатой подписки' },
        { command: 'terms', description: 'Условия использования' },
      ]);
      expect(await bot.telegram.getChatMenuButton()).toEqual({ type: 'web_app', text: 'Открыть', web_app: { url: 'https://tracker.example.ru' } });
    } finally {
      await fake.close();
    }
  });

  it('never fails on a Bot API without the menu calls: each failure is one warning', async () => {
    const fake = await startFakeTelegram({ token: TOKEN, missingMethods: ['setMyCommands', 'setChatMenuButton'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const bot = createBot(TOKEN, { publicUrl: 'https://tracker.example.ru', confirmPendingLogin: async () => 'unknown' }, { apiRoot: fake.apiRoot });
      await configureBot(bot, { publicUrl: 'https://tracker.example.ru' });
      expect(warn.mock.calls.map(([line]) => String(line).split(' ')[1])).toEqual(['setMyCommands', 'setChatMenuButton']);
    } finally {
      warn.mockRestore();
      await fake.close();
    }
  });

  it('leaves the menu button alone for an http address, saying why in one line', async () => {
    const fake = await startFakeTelegram({ token: TOKEN });
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const bot = createBot(TOKEN, { publicUrl: 'http://localhost:3000', confirmPendingLogin: async () => 'unknown' }, { apiRoot: fake.apiRoot });
      await configureBot(bot, { publicUrl: 'http://localhost:3000' });
      expect(fake.calls('setMyCommands')).toHaveLength(1);
      expect(fake.calls('setChatMenuButton')).toEqual([]);
      expect(info).toHaveBeenCalledTimes(1);
      expect(String(info.mock.calls[0]?.[0])).toContain('https');
    } finally {
      info.mockRestore();
      await fake.close();
    }
  });
});

describe('the bot in webhook mode', () => {
  it('answers updates that Telegram posts to the webhook and the server hands to handleUpdate', async () => {
    const fake = await startFakeTelegram({ token: TOKEN });
    const logins = new FakePendingLogins();
    const bot = createBot(TOKEN, { publicUrl: 'https://tracker.example.ru', confirmPendingLogin: (k, u) => logins.confirm(k, u) }, { apiRoot: fake.apiRoot });
    // What the server's webhook route does: check the secret, then bot.handleUpdate(update).
    const app = new Hono().post('/telegram/webhook', async (c) => {
      if (c.req.header('x-telegram-bot-api-secret-token') !== 'webhook-secret') return c.json({ ok: false }, 403);
      await bot.handleUpdate(await c.req.json());
      return c.json({ ok: true });
    });
    const server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as Server));
    });
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/telegram/webhook`;
      await bot.telegram.setWebhook(url, { secret_token: 'webhook-secret' });
      logins.register('webhook-key-0123456789');
      const reply = await ask(fake, ivan, '/start auth_webhook-key-0123456789');
      expect(reply.text).toBe('Готово! Вы вошли в браузере как Иван. Вернитесь на вкладку с приложением.');
      expect(fake.calls('getUpdates')).toEqual([]);
    } finally {
      await fake.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // the fake's keep-alive connection to the webhook
      });
    }
  });
});
