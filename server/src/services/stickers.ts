import type { Sticker } from '@tracker/shared/contract';
import type { Db } from '../db/create-db.ts';
import { DomainError } from '../domain-error.ts';

/** Sticker sets a user may use: the free default set (sets bought as treasures join later). */
function ownedSets(_userId: number): string[] {
  return ['default'];
}

export async function listStickers(db: Db, userId: number): Promise<Sticker[]> {
  const rows = await db
    .selectFrom('stickers')
    .select(['id', 'image', 'position', 'alias'])
    .where('set_key', 'in', ownedSets(userId))
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ id: r.id, image: r.image, order: r.position, alias: r.alias }));
}

/** The id of a sticker the user may use, by id or alias; a 400 naming `sticker_id` otherwise. */
export async function usableStickerId(
  db: Db,
  userId: number,
  ref: { sticker_id?: number | null | undefined; sticker_alias?: string | null | undefined },
): Promise<number | null> {
  if (ref.sticker_id == null && !ref.sticker_alias) return null;
  let query = db.selectFrom('stickers').select('id').where('set_key', 'in', ownedSets(userId));
  query = ref.sticker_id != null ? query.where('id', '=', ref.sticker_id) : query.where('alias', '=', ref.sticker_alias!);
  const row = await query.executeTakeFirst();
  if (!row) {
    throw new DomainError('VALIDATION_FAILED', { fields: { sticker_id: 'Такого стикера нет или он вам недоступен' } }, 'Такого стикера нет или он вам недоступен');
  }
  return row.id;
}
