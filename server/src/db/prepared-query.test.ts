import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../testing/test-databases.ts';
import { createDb, migrateToLatest, type Db } from './create-db.ts';
import { preparedQuery } from './prepared-query.ts';

describe.each(databaseKinds)('preparedQuery on %s', (kind) => {
  let db: Db;
  let builds = 0;
  const byZone = preparedQuery((db, p: { timezone: string; minId: number }) => {
    builds += 1;
    return db.selectFrom('users').select(['id', 'timezone']).where('timezone', '=', p.timezone).where('id', '>=', p.minId).orderBy('id');
  });

  beforeAll(async () => {
    db = createDb(await createTestDatabase(kind));
    await migrateToLatest(db);
    const now = new Date().toISOString();
    for (const timezone of ['Europe/Moscow', 'Asia/Vladivostok', 'Europe/Moscow']) {
      await db.insertInto('users').values({ timezone, created_at: now }).execute();
    }
  });
  afterAll(() => db.destroy());

  it('binds each call its own values, and builds the query once', async () => {
    const moscow = await byZone.all(db, { timezone: 'Europe/Moscow', minId: 0 });
    expect(moscow.map((r) => r.timezone)).toEqual(['Europe/Moscow', 'Europe/Moscow']);
    const later = await byZone.all(db, { timezone: 'Europe/Moscow', minId: moscow[1]!.id });
    expect(later.map((r) => r.id)).toEqual([moscow[1]!.id]);
    expect(await byZone.first(db, { timezone: 'Asia/Vladivostok', minId: 0 })).toMatchObject({ timezone: 'Asia/Vladivostok' });
    expect(await byZone.first(db, { timezone: 'America/Los_Angeles', minId: 0 })).toBeUndefined();
    expect(builds).toBe(1);
  });

  it("never reads another request's uncommitted change", async () => {
    const vladivostok = (await byZone.first(db, { timezone: 'Asia/Vladivostok', minId: 0 }))!;
    let rollBack!: () => void;
    const rolledBack = new Promise<void>((resolve) => (rollBack = resolve));
    let changed!: () => void;
    const changedInside = new Promise<void>((resolve) => (changed = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ timezone: 'Asia/Tokyo' }).where('id', '=', vladivostok.id).execute();
      changed();
      await rolledBack;
      throw new Error('rolled back');
    });
    await changedInside;
    const readDuring = byZone.all(db, { timezone: 'Asia/Tokyo', minId: 0 });
    rollBack();
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await readDuring).toEqual([]);
    expect(await byZone.first(db, { timezone: 'Asia/Vladivostok', minId: 0 })).toEqual(vladivostok);
  });

  it('works inside a transaction', async () => {
    const rows = await db.transaction().execute((trx) => byZone.all(trx, { timezone: 'Asia/Vladivostok', minId: 0 }));
    expect(rows).toHaveLength(1);
  });
});
