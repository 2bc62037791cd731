import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-databases.ts';
import { createDb, migrateToLatest, type Db } from './create-db.ts';
import { preparedQuery } from './prepared-query.ts';

/** On SQLite a prepared SELECT outside a transaction reads what is committed, on a connection of its own. */
describe('committed reads on SQLite', () => {
  let db: Db;
  let userId: number;
  const zoneOf = preparedQuery((db, p: { id: number }) => db.selectFrom('users').select('timezone').where('id', '=', p.id));

  beforeAll(async () => {
    db = createDb(await createTestDatabase('sqlite'));
    await migrateToLatest(db);
    const row = await db.insertInto('users').values({ timezone: 'Europe/Moscow', created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    userId = row.id;
  });
  afterAll(() => db.destroy());

  it('does not wait for a transaction in progress, nor see what it has not committed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const hasWritten = new Promise<void>((resolve) => (written = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ timezone: 'Asia/Tokyo' }).where('id', '=', userId).execute();
      written();
      await held;
      // Inside the transaction its own write is seen.
      return zoneOf.first(trx, { id: userId });
    });
    await hasWritten;
    // Kysely's one connection is the transaction's until it ends: a read through it would wait here.
    expect(await zoneOf.first(db, { id: userId })).toEqual({ timezone: 'Europe/Moscow' });
    release();
    expect(await transaction).toEqual({ timezone: 'Asia/Tokyo' });
    expect(await zoneOf.first(db, { id: userId })).toEqual({ timezone: 'Asia/Tokyo' });
  });

  it('sees a write committed a moment before', async () => {
    await db.updateTable('users').set({ timezone: 'America/Los_Angeles' }).where('id', '=', userId).execute();
    expect(await zoneOf.first(db, { id: userId })).toEqual({ timezone: 'America/Los_Angeles' });
  });
});
