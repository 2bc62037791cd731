import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '../../testing/test-databases.ts';
import { createDb, migrateToLatest, migrateUpTo, type Db } from '../create-db.ts';

const user = {
  username: 'days', first_name: null, last_name: null, nickname: null, display_name: null, bio: null, photo_url: null,
  timezone: 'Europe/Moscow', subscription_expires_at: null, created_at: '2026-11-01T00:00:00.000Z', last_active_day: null,
};
const habit = (userId: number) => ({
  user_id: userId, title: 'Зарядка', description: null, category: 1, custom_category_title: null, icon: 'change', frequency: 'daily' as const,
  week_days: '[0,1,2,3,4,5,6]', duration: 'infinite' as const, period_value: null, period_unit: null, daily_target: 2, is_active: 1,
  start_day: '2026-11-01', end_day: null, created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z',
});
const DAYS = [
  { day: '2026-11-01', progress: 2, target: 2 },
  { day: '2026-11-02', progress: 1, target: 2 },
  { day: '2026-11-03', progress: 3, target: 3 },
];

describe.each(databaseKinds)('migration 0028 on a %s database with habit days', (kind) => {
  let db: Db;
  let userId: number;
  let habitId: number;
  const version = async () => (await db.selectFrom('users').select('habits_version').where('id', '=', userId).executeTakeFirstOrThrow()).habits_version;
  beforeAll(async () => {
    db = createDb(await createTestDatabase(kind));
    await migrateUpTo(db, '0027-list-versions');
    userId = (await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow()).id;
    habitId = (await db.insertInto('habits').values(habit(userId)).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('habit_days').values(DAYS.map((d) => ({ habit_id: habitId, ...d }))).execute();
    await migrateToLatest(db);
  });
  afterAll(() => db.destroy());

  it('keeps every day', async () => {
    const rows = await db.selectFrom('habit_days').select(['habit_id', 'day', 'progress', 'target']).orderBy('day').execute();
    expect(rows).toEqual(DAYS.map((d) => ({ habit_id: habitId, ...d })));
  });

  it('makes the days one b-tree in key order on SQLite (no rowid, no second index); leaves PostgreSQL its key and covering index', async () => {
    if (kind === 'sqlite') {
      const objects = await sql<{ type: string; name: string; sql: string | null }>`SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'habit_days'`.execute(db);
      expect(objects.rows.find((o) => o.type === 'table')?.sql).toMatch(/WITHOUT ROWID$/);
      expect(objects.rows.filter((o) => o.type === 'index')).toEqual([]);
      expect(objects.rows.filter((o) => o.type === 'trigger').map((o) => o.name).sort()).toEqual(['habit_days_version_delete', 'habit_days_version_insert', 'habit_days_version_update']);
    } else {
      const indexes = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE tablename = 'habit_days' ORDER BY indexname`.execute(db);
      expect(indexes.rows.map((i) => i.indexname)).toEqual(['habit_days_history', 'habit_days_pk']);
    }
  });

  it("still raises the user's habits version on every insert, update and delete of a day", async () => {
    const before = await version();
    await db.insertInto('habit_days').values({ habit_id: habitId, day: '2026-11-04', progress: 1, target: 2 }).execute();
    expect(await version()).toBe(before + 1);
    await db.updateTable('habit_days').set({ progress: 2 }).where('habit_id', '=', habitId).where('day', '=', '2026-11-04').execute();
    expect(await version()).toBe(before + 2);
    await db.deleteFrom('habit_days').where('habit_id', '=', habitId).where('day', '=', '2026-11-04').execute();
    expect(await version()).toBe(before + 3);
  });

  it('refuses a second row for a habit and day, and a day of no habit; a deleted habit takes its days', async () => {
    await expect(db.insertInto('habit_days').values({ habit_id: habitId, day: '2026-11-01', progress: 1, target: 1 }).execute()).rejects.toThrow();
    await expect(db.insertInto('habit_days').values({ habit_id: habitId + 1000, day: '2026-11-01', progress: 1, target: 1 }).execute()).rejects.toThrow();
    await db.deleteFrom('habits').where('id', '=', habitId).execute();
    expect(await db.selectFrom('habit_days').select('day').execute()).toEqual([]);
  });

  it('goes back down to the rowid table with its covering index, keeping the days and the version triggers', async () => {
    const habit2 = (await db.insertInto('habits').values(habit(userId)).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('habit_days').values({ habit_id: habit2, day: '2026-11-05', progress: 1, target: 1 }).execute();
    await migrateUpTo(db, '0027-list-versions');
    expect(await db.selectFrom('habit_days').select(['habit_id', 'day']).execute()).toEqual([{ habit_id: habit2, day: '2026-11-05' }]);
    if (kind === 'sqlite') {
      const indexes = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'habit_days' ORDER BY name`.execute(db);
      expect(indexes.rows.map((i) => i.name)).toEqual(['habit_days_history', 'sqlite_autoindex_habit_days_1']);
    }
    const before = await version();
    await db.insertInto('habit_days').values({ habit_id: habit2, day: '2026-11-06', progress: 1, target: 1 }).execute();
    expect(await version()).toBe(before + 1);
    await migrateToLatest(db);
    expect(await db.selectFrom('habit_days').select('day').orderBy('day').execute()).toEqual([{ day: '2026-11-05' }, { day: '2026-11-06' }]);
  });
});
