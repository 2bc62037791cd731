import type { Kysely } from 'kysely';
import { GIFTS, SHOP_PURCHASE } from '@tracker/shared/domain';
import { withIdColumn } from '../id-column.ts';

// Frozen: never edit after it lands; add a new numbered file instead. The catalogue rows come from
// the shared GIFTS constant (one source, ECONOMY.md), inserted in its order so that the ids are the
// positions from 1 (the spec's 1 stars, 2 confetti, 3 hearts, 4 rainbow); a later change of it lands
// as a new migration that upserts the changed rows by key.

export async function up(db: Kysely<unknown>): Promise<void> {
  const withId = withIdColumn(db);

  await db.schema
    .createTable('gifts')
    .$call(withId)
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('gift_type', 'text', (c) => c.notNull())
    .addColumn('rarity', 'text', (c) => c.notNull())
    .addColumn('points_cost', 'integer', (c) => c.notNull())
    .addColumn('is_available', 'integer', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('condition_type', 'text', (c) => c.notNull())
    .addColumn('condition_description', 'text')
    .addColumn('animation_type', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  // One at a time: a multi-row insert does not promise the order of the generated ids.
  const seed = db as Kysely<{ gifts: Record<string, string | number | null> }>;
  for (const [i, gift] of GIFTS.entries()) {
    await seed
      .insertInto('gifts')
      .values({
        key: gift.key,
        title: gift.title,
        description: gift.description,
        gift_type: gift.gift_type,
        rarity: gift.rarity,
        points_cost: gift.points_cost,
        is_available: 1,
        image: null,
        icon: gift.icon,
        color: gift.color,
        condition_type: SHOP_PURCHASE,
        condition_description: null,
        animation_type: gift.animation_type,
        sort_order: i + 1,
      })
      .execute();
  }

  await db.schema
    .createTable('user_gifts')
    .$call(withId)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('gift_id', 'integer', (c) => c.notNull().references('gifts.id'))
    .addColumn('is_equipped', 'integer', (c) => c.notNull())
    .addColumn('is_favorite', 'integer', (c) => c.notNull())
    .addColumn('received_for', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('user_gifts_user_gift', ['user_id', 'gift_id'])
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('selected_animation_gift_id', 'integer', (c) => c.references('gifts.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('selected_animation_gift_id').execute();
  await db.schema.dropTable('user_gifts').execute();
  await db.schema.dropTable('gifts').execute();
}
