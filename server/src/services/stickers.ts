import type { GiftSticker, Sticker } from '@tracker/shared/contract';
import { DEFAULT_STICKER_SET } from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';
import { errorTexts, fieldTexts } from '@tracker/shared/texts';
import { DomainError } from '../domain-error.ts';

/**
 * The sticker sets a user may use, in picker order: the equipped set first, then the free default
 * set, then the other owned sets in shop order (docs/decisions.md).
 */
async function usableSets(db: Db, userId: number): Promise<string[]> {
  const owned = await db
    .selectFrom('user_gifts')
    .innerJoin('gifts', 'gifts.id', 'user_gifts.gift_id')
    .select(['gifts.sticker_set', 'user_gifts.is_equipped'])
    .where('user_gifts.user_id', '=', userId)
    .where('gifts.sticker_set', 'is not', null)
    .orderBy('gifts.sort_order')
    .orderBy('gifts.id')
    .execute();
  const setsWhere = (equipped: boolean) => owned.filter((o) => (o.is_equipped === 1) === equipped).map((o) => o.sticker_set!);
  return [...setsWhere(true), DEFAULT_STICKER_SET, ...setsWhere(false)];
}

/** GET /api/stickers/: the stickers of the user's sets, set by set in picker order. */
export async function listStickers(db: Db, userId: number): Promise<Sticker[]> {
  const sets = await usableSets(db, userId);
  const rows = await db.selectFrom('stickers').select(['id', 'image', 'position', 'alias', 'set_key']).where('set_key', 'in', sets).orderBy('position').execute();
  const rank = (set: string) => sets.indexOf(set);
  return rows
    .sort((a, b) => rank(a.set_key) - rank(b.set_key) || a.position - b.position)
    .map((r) => ({ id: r.id, image: r.image, order: r.position, alias: r.alias }));
}

/** The stickers of the sticker-set treasures by set key (what a gift's `stickers` lists), in set order. */
export async function stickersOfSets(db: Db, sets: readonly string[]): Promise<Map<string, GiftSticker[]>> {
  const bySet = new Map<string, GiftSticker[]>();
  if (sets.length === 0) return bySet;
  const rows = await db.selectFrom('stickers').select(['id', 'image', 'position', 'set_key']).where('set_key', 'in', sets).orderBy('position').execute();
  for (const r of rows) bySet.set(r.set_key, [...(bySet.get(r.set_key) ?? []), { id: r.id, image: r.image, order: r.position }]);
  return bySet;
}

/**
 * The id of a sticker the user may use, by id or alias: an unknown one is a 400, one of a set the
 * user has not bought a 403 STICKER_SET_NOT_OWNED, each naming the field that chose it (`sticker_id`,
 * else `sticker_alias`).
 */
export async function usableStickerId(
  db: Db,
  userId: number,
  ref: { sticker_id?: number | null | undefined; sticker_alias?: string | null | undefined },
): Promise<number | null> {
  if (ref.sticker_id == null && !ref.sticker_alias) return null;
  const field = ref.sticker_id != null ? 'sticker_id' : 'sticker_alias';
  let query = db.selectFrom('stickers').select(['id', 'set_key']);
  query = ref.sticker_id != null ? query.where('id', '=', ref.sticker_id) : query.where('alias', '=', ref.sticker_alias!);
  const row = await query.executeTakeFirst();
  if (!row) {
    throw new DomainError('VALIDATION_FAILED', { fields: { [field]: fieldTexts.stickerUnavailable } }, fieldTexts.stickerUnavailable);
  }
  if (row.set_key !== DEFAULT_STICKER_SET && !(await usableSets(db, userId)).includes(row.set_key)) {
    throw new DomainError('STICKER_SET_NOT_OWNED', { fields: { [field]: errorTexts.STICKER_SET_NOT_OWNED } });
  }
  return row.id;
}
