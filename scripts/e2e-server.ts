import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/src/server.ts';
import { startEmbeddedPostgres } from '../server/src/testing/embedded-postgres.ts';
import { startFakeTelegram } from './fake-telegram/fake-telegram.ts';
import { startFakeVkId } from './fake-vk-id/fake-vk-id.ts';
import { E2E } from './e2e-env.ts';

/**
 * What Playwright tests run against: the fake Telegram Bot API and the fake VK ID on loopback and
 * the real server (bot in long polling) on a fresh SQLite file, wired to each other.
 * E2E_DB=postgres runs the server on a throwaway PostgreSQL instead (the scale-out option).
 */
const fake = await startFakeTelegram({ port: E2E.fakeTelegramPort, token: E2E.botToken, botUsername: E2E.botUsername });
const vkId = await startFakeVkId({ port: E2E.fakeVkPort, clientId: E2E.vkClientId });
/** The database file and data directory of this run, removed when it stops. */
const scratch = mkdtempSync(join(tmpdir(), 'tracker-e2e-'));
const postgres = process.env.E2E_DB === 'postgres' ? await startEmbeddedPostgres() : null;
const server = await startServer({
  PORT: String(E2E.port),
  HOST: '127.0.0.1',
  DATABASE_URL: postgres?.url ?? `file:${join(scratch, 'app.db')}`,
  DATA_DIR: join(scratch, 'data'),
  BOT_TOKEN: E2E.botToken,
  BOT_MODE: 'polling',
  TELEGRAM_API_ROOT: fake.apiRoot,
  VK_CLIENT_ID: E2E.vkClientId,
  VK_ID_API_ROOT: vkId.apiRoot,
  PUBLIC_URL: `http://127.0.0.1:${E2E.port}`,
  STATIC_DIR: E2E.staticDir,
}, {
  // The reminder scheduler would tick on the wall clock and drop a reminder on /bell when a spec
  // happens to run at 09:00 or 20:00; the specs cannot steer that clock (vitest covers reminders).
  // E2E_REMINDERS=clock runs it on the wall clock, for trying reminders by hand.
  manualReminders: process.env.E2E_REMINDERS !== 'clock',
});

const shutdown = async () => {
  await server.close();
  await fake.close();
  await vkId.close();
  await postgres?.stop();
  rmSync(scratch, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
