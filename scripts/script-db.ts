import { existsSync } from 'node:fs';
import { type Config, loadConfig } from '../server/src/config.ts';
import { type Db, createDb, migrateToLatest } from '../server/src/db/create-db.ts';

/** The server's configuration for an admin script: the environment, and .env when present. */
export function scriptConfig(): Config {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return loadConfig(process.env);
}

/** Runs `work` on the configured database, migrated to the latest, and closes it afterwards. */
export async function withScriptDb<T>(config: Config, work: (db: Db) => Promise<T>): Promise<T> {
  const db = createDb(config.databaseUrl);
  try {
    await migrateToLatest(db);
    return await work(db);
  } finally {
    await db.destroy();
  }
}
