import { afterEach, describe, expect, it, vi } from 'vitest';
import { TelegramError } from 'telegraf';
import { type FakeTelegram, startFakeTelegram } from '../../scripts/fake-telegram/fake-telegram.ts';
import { type BotDeps, connectBot, createBot, startPolling } from './bot.ts';
import { retryDelayMs } from './polling.ts';
import { TOKEN, ask } from './testing/bot-against-fake.ts';
import { freePort } from '../../scripts/free-port.ts';

const ivan = { id: 1101, first_name: 'Иван', username: 'ivan' };
const deps: BotDeps = { publicUrl: 'https://tracker.example.ru', confirmPendingLogin: async () => 'unknown' };

describe('retryDelayMs', () => {
  it('waits 1 s after a first failure, doubling to at most 30 s', () => {
    const error = new Error('fetch failed');
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((failures) => retryDelayMs(error, failures))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it("waits as long as Telegram's retry_after says", () => {
    const flood = new TelegramError({ error_code: 429, description: 'Too Many Requests: retry after 7', parameters: { retry_after: 7 } });
    expect(retryDelayMs(flood, 1)).toBe(7000);
  });
});

describe('startPolling', () => {
  let fake: FakeTelegram | undefined;
  let stop: (() => Promise<void>) | undefined;
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(async () => {
    await stop?.();
    await fake?.close();
    fake = stop = undefined;
    logged.mockClear();
  });

  function poll(apiRoot: string) {
    const bot = createBot(TOKEN, deps, { apiRoot });
    stop = startPolling(bot, (signal) => connectBot(bot, deps, signal));
    return bot;
  }

  it("keeps polling when another poller takes over for a moment (409 while an old process restarts), and answers nothing twice", async () => {
    fake = await startFakeTelegram({ token: TOKEN });
    poll(fake.apiRoot);
    expect((await ask(fake, ivan, '/help')).text).toContain('/start');

    // A second process asks for updates: Telegram ends our held request with 409 Conflict.
    const conflict = fake.waitForCall('getUpdates', (call) => !call.ok);
    await fetch(`${fake.apiRoot}/bot${TOKEN}/getUpdates`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ timeout: 0 }) });
    expect((await conflict).description).toMatch(/^Conflict/);

    expect((await ask(fake, ivan, '/terms')).text).toMatch(/^Условия использования/);
    await fake.updatesHandled();
    expect(fake.sentMessages(ivan.id)).toHaveLength(2);
    expect(logged.mock.calls.some(([line]) => String(line).startsWith('[bot] getUpdates failed (409: Conflict'))).toBe(true);
  });

  it('answers the messages of one chat that came in one batch in the order they were sent', async () => {
    fake = await startFakeTelegram({ token: TOKEN });
    // Sent while the bot was down: its first getUpdates takes all three at once.
    for (const text of ['/start', '/terms', '/help']) fake.sendText(ivan, text);
    poll(fake.apiRoot);
    await fake.updatesHandled();
    const replies = fake.sentMessages(ivan.id).map((m) => m.text ?? '');
    expect(replies).toHaveLength(3);
    expect(replies[0]).toMatch(/^Привет, Иван!/);
    expect(replies[1]).toMatch(/^Условия использования/);
    expect(replies[2]).toContain('/paysupport');
  });

  it('connects once Telegram answers when it was unreachable at start-up', async () => {
    const port = await freePort();
    const bot = poll(`http://127.0.0.1:${port}`);
    await vi.waitFor(() => expect(logged.mock.calls.some(([line]) => String(line).startsWith('[bot] getMe failed'))).toBe(true));
    expect(bot.botInfo).toBeUndefined();

    fake = await startFakeTelegram({ token: TOKEN, port });
    expect((await ask(fake, ivan, '/start')).text).toMatch(/^Привет, Иван!/);
    expect(bot.botInfo?.username).toBe(fake.botUsername);
    expect(fake.calls('setMyCommands')).toHaveLength(1);
  });
});
