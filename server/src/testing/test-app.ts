import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, createApp } from '../app.ts';
import { DEFAULT_STARS_PRICES } from '@tracker/shared/domain';
import { DEFAULT_LIST_CACHE_MB, DEFAULT_VAPID_SUBJECT, newVapidKeys } from '../config.ts';
import { createDb, migrateToLatest, type Db } from '../db/create-db.ts';
import type { AppDeps } from '../http/app-env.ts';
import { createTestDatabase, type DatabaseKind } from './test-databases.ts';

export const TEST_BOT_TOKEN = '123456:TEST-TOKEN';
export const TEST_SESSION_SECRET = 'test-session-secret-test-session-secret';
/** One VAPID pair for every test app of a run (a key pair per app would only cost time). */
export const TEST_VAPID = { ...newVapidKeys(), subject: DEFAULT_VAPID_SUBJECT };

/** A controllable clock: tests move time instead of waiting for it. */
export function testClock(start = new Date('2026-11-23T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    /** Moves the clock to the instant `iso` (forwards or back). */
    set(iso: string) {
      current = Date.parse(iso);
    },
  };
}

export interface TestApp {
  /** The Hono app itself, for tests that read its routes (`app.routes`). */
  app: App;
  request: (path: string, init?: RequestInit & { json?: unknown; token?: string }) => Promise<Response>;
  db: Db;
  /** Its database: another test app given it (`sameDatabaseAs`) plays a second server process. */
  databaseUrl: string;
  clock: ReturnType<typeof testClock>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh, migrated database of `kind`, driven through `app.request()`; or, with
 * `sameDatabaseAs`, a second app (its own connection, memory and clock) on that app's database.
 */
export async function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<AppDeps['config']> = {},
  options: Pick<AppDeps, 'staticRoot'> & { sameDatabaseAs?: TestApp } = {},
): Promise<TestApp> {
  const { sameDatabaseAs, ...appOptions } = options;
  const databaseUrl = sameDatabaseAs?.databaseUrl ?? (await createTestDatabase(kind));
  const db = createDb(databaseUrl);
  await migrateToLatest(db);
  const clock = testClock();
  const app = createApp({
    db,
    now: clock.now,
    config: {
      sessionSecret: TEST_SESSION_SECRET,
      botToken: TEST_BOT_TOKEN,
      vkClientId: null,
      vkIdApiRoot: 'http://127.0.0.1:9',
      publicUrl: 'http://localhost:3000',
      secure: false,
      webhookSecret: null,
      devTools: false,
      dataDir: mkdtempSync(join(tmpdir(), 'tracker-test-data-')),
      vapid: TEST_VAPID,
      starsPriceMonthly: DEFAULT_STARS_PRICES.monthly,
      starsPriceYearly: DEFAULT_STARS_PRICES.yearly,
      listCacheBytes: DEFAULT_LIST_CACHE_MB * 1024 * 1024,
      ...overrides,
    },
    telegram: { botUsername: 'tracker_test_bot' },
    ...appOptions,
  });
  return {
    app,
    db,
    databaseUrl,
    clock,
    request(path, init = {}) {
      const { json, token, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      if (token) headers.set('authorization', `Bearer ${token}`);
      return Promise.resolve(
        app.request(path, { ...rest, headers, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) }),
      );
    },
    close: () => db.destroy(),
  };
}
