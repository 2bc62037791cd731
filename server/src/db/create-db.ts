import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration, type MigrationResultSet } from 'kysely';
import pg from 'pg';
import * as m0001 from './migrations/0001-accounts.ts';
import * as m0002 from './migrations/0002-goals-habits.ts';
import * as m0003 from './migrations/0003-notes.ts';
import * as m0004 from './migrations/0004-subscriptions-reminders.ts';
import * as m0005 from './migrations/0005-rewards.ts';
import * as m0006 from './migrations/0006-blog.ts';
import * as m0007 from './migrations/0007-habit-days-history-index.ts';
import * as m0008 from './migrations/0008-notifications.ts';
import * as m0009 from './migrations/0009-gifts.ts';
import * as m0010 from './migrations/0010-minigames.ts';
import * as m0011 from './migrations/0011-feedback.ts';
import * as m0012 from './migrations/0012-feedback-created-index.ts';
import * as m0013 from './migrations/0013-pending-login-links.ts';
import * as m0014 from './migrations/0014-push-subscriptions.ts';
import * as m0015 from './migrations/0015-one-identity-per-provider.ts';
import * as m0016 from './migrations/0016-last-active-day.ts';
import * as m0017 from './migrations/0017-sticker-sets.ts';
import * as m0018 from './migrations/0018-reminder-answers.ts';
import * as m0019 from './migrations/0019-notification-settings-for-every-user.ts';
import * as m0020 from './migrations/0020-notifications-expiry-index.ts';
import * as m0021 from './migrations/0021-timezone-from-device.ts';
import * as m0022 from './migrations/0022-notes-newest-first.ts';
import * as m0023 from './migrations/0023-refresh-rotation-time.ts';
import * as m0024 from './migrations/0024-refresh-token-family.ts';
import * as m0025 from './migrations/0025-blog-titles-apart-from-moods.ts';
import * as m0026 from './migrations/0026-idempotency-keys.ts';
import * as m0027 from './migrations/0027-list-versions.ts';
import * as m0028 from './migrations/0028-habit-days-clustered.ts';
import * as m0029 from './migrations/0029-notes-received-at.ts';
import { allowIdleReads } from './idle-sqlite-reads.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

/** Every migration, in order. Listed statically so bundling and tsx need no directory scan. */
const migrations: Record<string, Migration> = {
  '0001-accounts': m0001,
  '0002-goals-habits': m0002,
  '0003-notes': m0003,
  '0004-subscriptions-reminders': m0004,
  '0005-rewards': m0005,
  '0006-blog': m0006,
  '0007-habit-days-history-index': m0007,
  '0008-notifications': m0008,
  '0009-gifts': m0009,
  '0010-minigames': m0010,
  '0011-feedback': m0011,
  '0012-feedback-created-index': m0012,
  '0013-pending-login-links': m0013,
  '0014-push-subscriptions': m0014,
  '0015-one-identity-per-provider': m0015,
  '0016-last-active-day': m0016,
  '0017-sticker-sets': m0017,
  '0018-reminder-answers': m0018,
  '0019-notification-settings-for-every-user': m0019,
  '0020-notifications-expiry-index': m0020,
  '0021-timezone-from-device': m0021,
  '0022-notes-newest-first': m0022,
  '0023-refresh-rotation-time': m0023,
  '0024-refresh-token-family': m0024,
  '0025-blog-titles-apart-from-moods': m0025,
  '0026-idempotency-keys': m0026,
  '0027-list-versions': m0027,
  '0028-habit-days-clustered': m0028,
  '0029-notes-received-at': m0029,
};

export type Db = Kysely<Database>;

/** One Kysely instance for `databaseUrl` (file:<path> -> SQLite, postgres:// -> PostgreSQL). */
export function createDb(databaseUrl: string): Db {
  if (databaseUrl.startsWith('file:')) {
    const file = resolve(databaseUrl.slice('file:'.length));
    mkdirSync(dirname(file), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // Reads map the file instead of copying pages through syscalls; a larger page cache for hot rows.
    sqlite.pragma('mmap_size = 268435456');
    sqlite.pragma('cache_size = -65536');
    const connection = withStatementCache(sqlite);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
    allowIdleReads(db, { sqlite, prepare: connection.prepare });
    return db;
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A connection the server ends (a restart, a failover, an administrator) is an 'error' on its
  // client, and on the pool too while it is idle: unheard, either would end this process. Every
  // client is heard from its start, so one held by a transaction between two statements is too;
  // that transaction fails, and the pool drops the connection and opens a new one when needed.
  pool.on('connect', (client) => client.on('error', (error) => console.error(`[db] a PostgreSQL connection ended: ${error.message}`)));
  pool.on('error', () => {
    // Told once already, by the client's own listener above.
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Brings the schema to the latest migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Brings the schema up to the migration `name` (tests of a later migration on an older database). */
export async function migrateUpTo(db: Db, name: string): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(db: Db, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await run(migrator);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
