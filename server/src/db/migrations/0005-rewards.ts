import type { Kysely } from 'kysely';
import { ACHIEVEMENTS } from '@tracker/shared/domain';
import { withIdColumn } from '../id-column.ts';

// Frozen: never edit after it lands; add a new numbered file instead. The catalogue rows come from
// the shared ACHIEVEMENTS constant (one source, ECONOMY.md); a later change of it lands as a new
// migration that upserts the changed rows by key.

export async function up(db: Kysely<unknown>): Promise<void> {
  const withId = withIdColumn(db);

  // Append-only: every change of coins or activity points is one row; users.coins and
  // users.activity_points are its sums. The (user_id, key) pair makes each reward once-only.
  await db.schema
    .createTable('reward_ledger')
    .$call(withId)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    // The user's local day of the reward: daily caps count a reason's rows of one day.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('activity_points', 'integer', (c) => c.notNull())
    .addColumn('coins', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('reward_ledger_user_key', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('reward_ledger_user_reason_day').on('reward_ledger').columns(['user_id', 'reason', 'day']).execute();

  await db.schema
    .createTable('achievements')
    .$call(withId)
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('coins_reward', 'integer', (c) => c.notNull())
    .addColumn('status_points_reward', 'integer', (c) => c.notNull())
    .addColumn('is_hidden', 'integer', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ achievements: Record<string, string | number | null> }>)
    .insertInto('achievements')
    .values(
      ACHIEVEMENTS.map((a, i) => ({
        key: a.key,
        title: a.title,
        description: a.description,
        coins_reward: a.coins_reward,
        status_points_reward: a.status_points_reward,
        is_hidden: a.is_hidden ? 1 : 0,
        image_url: null,
        sort_order: i + 1,
      })),
    )
    .execute();

  await db.schema
    .createTable('user_achievements')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('achievement_id', 'integer', (c) => c.notNull().references('achievements.id').onDelete('cascade'))
    .addColumn('earned_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_achievements_pk', ['user_id', 'achievement_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['user_achievements', 'achievements', 'reward_ledger']) {
    await db.schema.dropTable(table).execute();
  }
}
