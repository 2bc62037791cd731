import type { Kysely } from 'kysely';
import { GIFTS, SHOP_PURCHASE, STICKER_SETS, setStickerAlias, setStickerImage } from '@tracker/shared/domain';

// Frozen: never edit after it lands; add a new numbered file instead.

type Row = Record<string, string | number | null>;

/**
 * The sticker-set treasures (ECONOMY.md "Treasures"): each set's gift row (inserted here when 0009
 * ran before GIFTS held them, one at a time in catalogue order so the id stays the position), its
 * sticker_set and sticker_example, the card image (the example sticker) and the set's stickers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gifts').addColumn('sticker_set', 'text').execute();
  await db.schema.alterTable('gifts').addColumn('sticker_example', 'text').execute();
  const seed = db as Kysely<{ gifts: Row; stickers: Row }>;

  for (const [i, gift] of GIFTS.entries()) {
    const stickerSet = STICKER_SETS.find((s) => s.giftKey === gift.key);
    if (!stickerSet) continue;
    const example = setStickerImage(stickerSet.set, stickerSet.example);
    const found = await seed.selectFrom('gifts').select('id').where('key', '=', gift.key).executeTakeFirst();
    if (!found) {
      const { key, title, description, gift_type, rarity, points_cost, icon, color } = gift;
      const rest = { is_available: 1, image: null, condition_type: SHOP_PURCHASE, condition_description: null, animation_type: null, sort_order: i + 1 };
      await seed.insertInto('gifts').values({ key, title, description, gift_type, rarity, points_cost, icon, color, ...rest }).execute();
    }
    await seed.updateTable('gifts').set({ sticker_set: stickerSet.set, sticker_example: example, image: example }).where('key', '=', gift.key).execute();
    await seed
      .insertInto('stickers')
      .values(stickerSet.names.map((name, position) => ({ set_key: stickerSet.set, alias: setStickerAlias(stickerSet.set, name), image: setStickerImage(stickerSet.set, name), position: position + 1 })))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const rows = db as Kysely<{ gifts: Row; stickers: Row }>;
  const sets = STICKER_SETS.map((s) => s.set);
  await rows.deleteFrom('stickers').where('set_key', 'in', sets).execute();
  await db.schema.alterTable('gifts').dropColumn('sticker_example').execute();
  await db.schema.alterTable('gifts').dropColumn('sticker_set').execute();
}
