import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFTS, STICKER_SETS, giftIdOf } from '@tracker/shared/domain';
import { createTestDatabase, databaseKinds } from '../../testing/test-databases.ts';
import { createDb, migrateToLatest, migrateUpTo, type Db } from '../create-db.ts';

/** The catalogue as migration 0009 seeded it before the sticker sets joined GIFTS. */
const BEFORE_STICKER_SETS = GIFTS.findIndex((g) => g.gift_type === 'stickers');

describe.each(databaseKinds)('migration 0017 on a %s database seeded before the sticker sets', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = createDb(await createTestDatabase(kind));
    await migrateUpTo(db, '0016-last-active-day');
    // Such a database has no sticker-set rows, and its ids continue after the older catalogue.
    await db.deleteFrom('gifts').where('gift_type', '=', 'stickers').execute();
    if (kind === 'sqlite') await sql`UPDATE sqlite_sequence SET seq = ${BEFORE_STICKER_SETS} WHERE name = 'gifts'`.execute(db);
    else await sql`SELECT setval('gifts_id_seq', ${BEFORE_STICKER_SETS})`.execute(db);
    await migrateToLatest(db);
  });
  afterAll(() => db.destroy());

  it('inserts the sets at their catalogue ids, with their stickers', async () => {
    const rows = await db.selectFrom('gifts').select(['id', 'key', 'sort_order', 'sticker_set', 'points_cost']).where('gift_type', '=', 'stickers').orderBy('id').execute();
    expect(rows).toEqual(
      STICKER_SETS.map((s) => ({ id: giftIdOf(s.giftKey), key: s.giftKey, sort_order: giftIdOf(s.giftKey), sticker_set: s.set, points_cost: GIFTS[giftIdOf(s.giftKey) - 1]!.points_cost })),
    );
    const stickers = await db.selectFrom('stickers').select('set_key').where('set_key', '!=', 'default').execute();
    expect(stickers).toHaveLength(STICKER_SETS.reduce((n, s) => n + s.names.length, 0));
  });
});
