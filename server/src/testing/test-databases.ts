import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

export type DatabaseKind = 'sqlite' | 'postgres';
export const databaseKinds: DatabaseKind[] = ['sqlite', 'postgres'];

/** A DATABASE_URL of a new, empty database of `kind`: a SQLite file, or a fresh PostgreSQL database. */
export async function createTestDatabase(kind: DatabaseKind): Promise<string> {
  if (kind === 'sqlite') return `file:${join(mkdtempSync(join(tmpdir(), 'tracker-db-')), 'app.db')}`;
  const adminUrl = inject('postgresUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
