import { sql } from 'kysely';
import { type MockInstance, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../testing/test-databases.ts';
import { type Db, createDb } from './create-db.ts';

/** Runs `check` with our pool on a fresh database, a second pool to end its connections from, and what it logs. */
async function withPools(check: (pools: { db: Db; admin: Db; logged: MockInstance<typeof console.error> }) => Promise<void>): Promise<void> {
  const url = await createTestDatabase('postgres');
  const db = createDb(url);
  const admin = createDb(url);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await check({ db, admin, logged });
    // And the pool goes on with new connections.
    const { rows } = await sql<{ n: number }>`select 1 as n`.execute(db);
    expect(rows).toEqual([{ n: 1 }]);
    expect(String(logged.mock.calls[0]?.[0])).toContain('[db] a PostgreSQL connection ended');
  } finally {
    logged.mockRestore();
    await db.destroy();
    await admin.destroy();
  }
}

describe('the PostgreSQL pool', () => {
  it('survives the server ending its idle connections, and goes on with new ones', () =>
    withPools(async ({ db, admin, logged }) => {
      // Three connections, idle in the pool afterwards.
      await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(db)));
      const { rows } = await sql<{ ended: boolean }>`
        select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state = 'idle'`.execute(admin);
      expect(rows.filter((r) => r.ended).length).toBeGreaterThanOrEqual(3);
      // Told once each.
      await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(3));
    }));

  it('survives the server ending a connection a transaction holds between two statements, and goes on', () =>
    withPools(async ({ db, admin, logged }) => {
      const transaction = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(admin);
        // The connection is gone while this transaction holds it and runs nothing.
        await vi.waitFor(() => expect(logged).toHaveBeenCalled());
        await sql`select 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
    }));
});
