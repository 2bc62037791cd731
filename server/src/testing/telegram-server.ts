import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FakeTelegram, type FakeUser, startFakeTelegram } from '../../../scripts/fake-telegram/fake-telegram.ts';
import type { ReminderScheduler } from '../jobs/reminder-scheduler.ts';
import { type RunningServer, startServer } from '../server.ts';
import { userIdForTelegram } from '../services/auth.ts';
import { signAccessToken } from '../services/tokens.ts';
import { insertUser, setTimeZone } from '../services/users.ts';
import { TEST_BOT_TOKEN, TEST_SESSION_SECRET, testClock } from './test-app.ts';
import { type DatabaseKind, createTestDatabase } from './test-databases.ts';
import { TEST_USER_TIME_ZONE, type TestUser } from './test-users.ts';

export const TEST_PUBLIC_URL = 'https://tracker.example.ru';

export interface TelegramTestServer {
  fake: FakeTelegram;
  server: RunningServer;
  clock: ReturnType<typeof testClock>;
  databaseUrl: string;
  /** The server's scheduler; it ticks only when a test calls `tick()`. */
  reminders: ReminderScheduler;
  /** Moves the test clock to `iso` (forwards or back). */
  setClock(iso: string): void;
  /** One scheduler tick at `iso`, then every message it queued sent (or handed back). */
  tickAt(iso: string): ReturnType<ReminderScheduler['tick']>;
  /** A user by id, with a token signed at the test clock's time whenever it is read. */
  userOf(userId: number): TestUser;
  /** An HTTP request to the running server. */
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  /** A Telegram user who has written /start to the bot (so the user exists and the chat is open), living in `timezone` (default TEST_USER_TIME_ZONE). */
  telegramUser(from: FakeUser, timezone?: string): Promise<TestUser>;
  /** A user without Telegram (signed up with a password), living in TEST_USER_TIME_ZONE. */
  localUser(): Promise<TestUser>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * The whole server as `npm start` runs it (startServer: database, migrations, the real bot polling a
 * fake Telegram on loopback, HTTP on a free port), on a fresh database of `kind` and a test clock.
 * `missingMethods`: Bot API methods the fake does not offer (a Telegram that refuses them).
 */
export async function startTelegramTestServer(kind: DatabaseKind, missingMethods: string[] = []): Promise<TelegramTestServer> {
  const clock = testClock();
  const fake = await startFakeTelegram({ token: TEST_BOT_TOKEN, missingMethods, now: clock.now });
  const databaseUrl = await createTestDatabase(kind);
  const server = await startServer(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tracker-data-')),
      SESSION_SECRET: TEST_SESSION_SECRET,
      BOT_TOKEN: TEST_BOT_TOKEN,
      TELEGRAM_API_ROOT: fake.apiRoot,
      PUBLIC_URL: TEST_PUBLIC_URL,
    },
    { now: clock.now, log: () => {}, manualReminders: true },
  );
  if (!server.botRunning) throw new Error('the bot did not start against the fake Telegram');
  // The bot connects in the background (getMe, its menu, then deleteWebhook just before it polls):
  // checked and waited for in one tick, so the call cannot slip between the two.
  if (fake.calls('deleteWebhook').length === 0) await fake.waitForCall('deleteWebhook');
  const userOf = (userId: number): TestUser => ({
    userId,
    get token() {
      return signAccessToken(userId, TEST_SESSION_SECRET, clock.now());
    },
  });
  const request: TelegramTestServer['request'] = (path, init = {}) => {
    const { json, token, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set('content-type', 'application/json');
    if (token) headers.set('authorization', `Bearer ${token}`);
    return fetch(server.url + path, { ...rest, headers, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) });
  };
  return {
    fake,
    server,
    clock,
    databaseUrl,
    reminders: server.reminders,
    setClock: (iso) => clock.set(iso),
    async tickAt(iso) {
      clock.set(iso);
      const result = await server.reminders.tick();
      await server.reminders.idle();
      return result;
    },
    userOf,
    request,
    async telegramUser(from, timezone = TEST_USER_TIME_ZONE) {
      const greeting = fake.waitForMessage((m) => m.chat.id === from.id && (m.text ?? '').startsWith('Привет'));
      fake.sendText(from, '/start');
      await greeting;
      const userId = await userIdForTelegram(server.db, from.id);
      if (userId === null) throw new Error(`no user for Telegram ${from.id}`);
      const user = userOf(userId);
      const res = await request('/api/notifications/settings/save/', { method: 'POST', token: user.token, json: { timezone } });
      if (!res.ok) throw new Error(`saving the time zone failed: ${res.status}`);
      return user;
    },
    async localUser() {
      counter += 1;
      const userId = await insertUser(server.db, { username: `local_${counter}`, first_name: null, last_name: null, photo_url: null }, clock.now());
      await setTimeZone(server.db, userId, TEST_USER_TIME_ZONE, clock.now());
      return userOf(userId);
    },
    async close() {
      await server.close();
      await fake.close();
    },
  };
}
