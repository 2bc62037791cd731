import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeTelegram, startFakeTelegram } from '../../scripts/fake-telegram/fake-telegram.ts';
import { type RunningServer, startServer } from './server.ts';
import { TEST_BOT_TOKEN, TEST_SESSION_SECRET } from './testing/test-app.ts';
import { createTestDatabase } from './testing/test-databases.ts';
import { freePort } from '../../scripts/free-port.ts';

const ivan = { id: 5001, first_name: 'Иван', username: 'ivan' };

/** `npm start` with BOT_MODE=webhook against the fake Bot API, which posts updates to the server. */
describe('the server with the bot in webhook mode', () => {
  let fake: FakeTelegram | undefined;
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    await fake?.close();
    server = fake = undefined;
  });

  async function start(missingMethods: string[] = []) {
    fake = await startFakeTelegram({ token: TEST_BOT_TOKEN, missingMethods });
    const port = await freePort();
    const lines: string[] = [];
    server = await startServer(
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: await createTestDatabase('sqlite'),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'tracker-data-')),
        SESSION_SECRET: TEST_SESSION_SECRET,
        BOT_TOKEN: TEST_BOT_TOKEN,
        BOT_MODE: 'webhook',
        TELEGRAM_API_ROOT: fake.apiRoot,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      { log: (line) => lines.push(line), manualReminders: true },
    );
    return { fake, port, lines };
  }

  it('sets its webhook with a secret and answers the updates Telegram posts to it', async () => {
    const { fake, port } = await start();
    await expect.poll(() => fake.calls('setWebhook')).toHaveLength(1);
    const [set] = fake.calls('setWebhook');
    expect(set?.params).toMatchObject({ url: `http://127.0.0.1:${port}/telegram/webhook`, secret_token: expect.any(String) });
    expect(fake.calls('getUpdates')).toEqual([]);
    const reply = fake.waitForMessage((m) => m.chat.id === ivan.id);
    fake.sendText(ivan, '/start');
    expect((await reply).text).toMatch(/^Привет, Иван!/);
  });

  it('still starts when Telegram refuses the webhook, saying so in one line', async () => {
    const { lines } = await start(['setWebhook']);
    expect(server!.botRunning).toBe(true);
    await expect.poll(() => lines.filter((line) => line.includes('не принял вебхук'))).toHaveLength(1);
    expect((await fetch(`${server!.url}/api/health/`)).status).toBe(200);
  });
});

describe('the server when Telegram is unreachable at start-up', () => {
  it('serves the API at once, and the bot connects and answers once Telegram does', async () => {
    const telegramPort = await freePort(); // nothing listens there yet
    const lines: string[] = [];
    const server = await startServer(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: await createTestDatabase('sqlite'),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'tracker-data-')),
        SESSION_SECRET: TEST_SESSION_SECRET,
        BOT_TOKEN: TEST_BOT_TOKEN,
        TELEGRAM_API_ROOT: `http://127.0.0.1:${telegramPort}`,
      },
      { log: (line) => lines.push(line), manualReminders: true },
    );
    let fake: FakeTelegram | undefined;
    try {
      expect((await fetch(`${server.url}/api/health/`)).status).toBe(200);
      const providers = async () => ((await (await fetch(`${server.url}/api/auth/providers/`)).json()) as { telegram_bot: string | null }).telegram_bot;
      expect(await providers()).toBeNull();

      fake = await startFakeTelegram({ token: TEST_BOT_TOKEN, port: telegramPort });
      await expect.poll(providers, { timeout: 10_000 }).toBe(fake.botUsername);
      // Logged once the bot has finished connecting, which goes on a little after getMe named it.
      await expect.poll(() => lines, { timeout: 10_000 }).toContain(`Бот @${fake.botUsername} подключён к Telegram Bot API.`);
      const reply = fake.waitForMessage((m) => m.chat.id === ivan.id);
      fake.sendText(ivan, '/start');
      expect((await reply).text).toMatch(/^Привет, Иван!/);
    } finally {
      await server.close();
      await fake?.close();
    }
  });
});
