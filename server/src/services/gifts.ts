import type { Selectable } from 'kysely';
import type {
  AvailableGiftsResponse,
  Gift,
  GiftSticker,
  ReceiveGiftResponse,
  SelectedAnimation,
  UpdateAnimationResponse,
  UserGift,
  UserGiftResponse,
  UserGiftsResponse,
} from '@tracker/shared/contract';
import { type CelebrationAnimation, isEquippableGiftType, rewardKeys, type DeviceClock, NO_DEVICE_CLOCK } from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';
import { lockUser } from '../db/lock-user.ts';
import type { GiftsTable, UserGiftsTable } from '../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { rewardGiftReceived } from './earnings.ts';
import { balanceOf, loadRewardContext, spend } from './rewards.ts';
import { stickersOfSets } from './stickers.ts';

type GiftRow = Selectable<GiftsTable>;
type UserGiftRow = Selectable<UserGiftsTable>;

/** The stickers of each sticker-set treasure among `gifts`, by set key. */
type SetStickers = Map<string, GiftSticker[]>;

const stickersOf = (db: Db, gifts: readonly GiftRow[]): Promise<SetStickers> =>
  stickersOfSets(db, gifts.flatMap((g) => (g.sticker_set ? [g.sticker_set] : [])));

/** A catalogue row as the API shows it; a sticker set carries its stickers and example (rewards.md 3). */
function toGift(row: GiftRow, owned: UserGiftRow | undefined, setStickers: SetStickers): Gift {
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    description: row.description,
    gift_type: row.gift_type,
    rarity: row.rarity,
    points_cost: row.points_cost,
    is_available: row.is_available === 1,
    user_has_gift: owned !== undefined,
    is_equipped: owned?.is_equipped === 1,
    image: row.image,
    icon: row.icon,
    color: row.color,
    condition_type: row.condition_type,
    condition_description: row.condition_description,
    animation_type: row.animation_type as CelebrationAnimation | null,
    sticker_set: row.sticker_set,
    stickers: (row.sticker_set && setStickers.get(row.sticker_set)) || [],
    sticker_example: row.sticker_example,
    ...(row.gift_type === 'minigame' ? { gift_id: row.id } : {}),
  };
}

function toUserGift(owned: UserGiftRow, gift: GiftRow, setStickers: SetStickers): UserGift {
  return {
    id: owned.id,
    gift: toGift(gift, owned, setStickers),
    is_equipped: owned.is_equipped === 1,
    is_favorite: owned.is_favorite === 1,
    received_for: owned.received_for,
    received_at: owned.received_at,
  };
}

function toSelectedAnimation(gift: GiftRow): SelectedAnimation {
  return {
    id: gift.id,
    title: gift.title,
    description: gift.description,
    icon: gift.icon,
    color: gift.color,
    animation_type: gift.animation_type as CelebrationAnimation | null,
  };
}

const catalogue = (db: Db) => db.selectFrom('gifts').selectAll().orderBy('sort_order').orderBy('id').execute();

const ownedRows = (db: Db, userId: number) => db.selectFrom('user_gifts').selectAll().where('user_id', '=', userId).execute();

/** GET /api/gifts/available/: the whole catalogue in shop order, with the user's ownership. */
export async function listAvailableGifts(db: Db, userId: number): Promise<AvailableGiftsResponse> {
  const [gifts, owned] = await Promise.all([catalogue(db), ownedRows(db, userId)]);
  const byGift = new Map(owned.map((o) => [o.gift_id, o]));
  const setStickers = await stickersOf(db, gifts);
  return { success: true, gifts: gifts.map((g) => toGift(g, byGift.get(g.id), setStickers)) };
}

/** GET /api/gifts/user/: the user's treasures, newest first. */
export async function listUserGifts(db: Db, userId: number): Promise<UserGiftsResponse> {
  const [gifts, owned] = await Promise.all([catalogue(db), ownedRows(db, userId)]);
  const giftById = new Map(gifts.map((g) => [g.id, g]));
  const newestFirst = owned.sort((a, b) => b.received_at.localeCompare(a.received_at) || b.id - a.id);
  const setStickers = await stickersOf(db, gifts);
  return { success: true, user_gifts: newestFirst.map((o) => toUserGift(o, giftById.get(o.gift_id)!, setStickers)) };
}

async function giftRow(db: Db, giftId: number): Promise<GiftRow | undefined> {
  return db.selectFrom('gifts').selectAll().where('id', '=', giftId).executeTakeFirst();
}

/** The user's own treasure with its gift; another user's (or none) is a 404. */
async function ownedGift(db: Db, userId: number, userGiftId: number): Promise<{ owned: UserGiftRow; gift: GiftRow }> {
  const owned = await db.selectFrom('user_gifts').selectAll().where('id', '=', userGiftId).where('user_id', '=', userId).executeTakeFirst();
  if (!owned) throw new DomainError('GIFT_NOT_FOUND');
  return { owned, gift: (await giftRow(db, owned.gift_id))! };
}

/** The animation the user plays on goal completion, or null for the default thumbs-up. */
export async function selectedAnimationOf(db: Db, userId: number): Promise<SelectedAnimation | null> {
  const gift = await db
    .selectFrom('users')
    .innerJoin('gifts', 'gifts.id', 'users.selected_animation_gift_id')
    .selectAll('gifts')
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return gift ? toSelectedAnimation(gift) : null;
}

/** Un-equips every treasure of the user of `type` (equipping is exclusive per gift_type, rewards.md 4.1). */
async function unequipType(trx: Db, userId: number, type: GiftRow['gift_type']): Promise<void> {
  await trx
    .updateTable('user_gifts')
    .set({ is_equipped: 0 })
    .where('user_id', '=', userId)
    .where('is_equipped', '=', 1)
    .where('gift_id', 'in', (eb) => eb.selectFrom('gifts').select('id').where('gift_type', '=', type))
    .execute();
}

/**
 * Equips one owned treasure (un-equipping the others of its type); an animation becomes the selected
 * one. Equipped animations and users.selected_animation_gift_id always move together.
 */
async function equipOwned(trx: Db, userId: number, userGiftId: number, gift: Pick<GiftRow, 'id' | 'gift_type'>): Promise<void> {
  await unequipType(trx, userId, gift.gift_type);
  await trx.updateTable('user_gifts').set({ is_equipped: 1 }).where('id', '=', userGiftId).execute();
  if (gift.gift_type === 'animation') await trx.updateTable('users').set({ selected_animation_gift_id: gift.id }).where('id', '=', userId).execute();
}

async function userGiftAnswer(db: Db, userId: number, userGiftId: number): Promise<UserGiftResponse> {
  const { owned, gift } = await ownedGift(db, userId, userGiftId);
  const setStickers = await stickersOf(db, [gift]);
  return { success: true, user_gift: toUserGift(owned, gift, setStickers), selected_animation: await selectedAnimationOf(db, userId) };
}

/**
 * POST /api/gifts/receive/: buys a treasure in one transaction — it must exist, be available, not be
 * owned yet, and the coins must cover its price. The price is a negative ledger row keyed by the
 * gift, so the balance stays the ledger's sum and a repeated request cannot pay twice. An animation
 * is equipped at once; the first treasure earns first_treasure.
 */
export async function receiveGift(db: Db, userId: number, giftId: number, receivedFor: string, now: Date, device: DeviceClock = NO_DEVICE_CLOCK): Promise<ReceiveGiftResponse> {
  const ctx = await loadRewardContext(db, userId, now, device);
  const userGiftId = await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const gift = await giftRow(trx, giftId);
    if (!gift) throw new DomainError('GIFT_NOT_FOUND');
    const already = await trx.selectFrom('user_gifts').select('id').where('user_id', '=', userId).where('gift_id', '=', giftId).executeTakeFirst();
    if (already) throw new DomainError('GIFT_ALREADY_OWNED');
    if (gift.is_available !== 1) throw new DomainError('GIFT_UNAVAILABLE');
    await spend(trx, ctx, { key: rewardKeys.giftPurchase(giftId), reason: 'gift_purchase', cost: gift.points_cost, alreadySpent: 'GIFT_ALREADY_OWNED' });
    const owned = await trx
      .insertInto('user_gifts')
      .values({ user_id: userId, gift_id: giftId, is_equipped: 0, is_favorite: 0, received_for: receivedFor, received_at: now.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (gift.gift_type === 'animation') await equipOwned(trx, userId, owned.id, gift);
    await rewardGiftReceived(trx, ctx);
    return owned.id;
  });
  const answer = await userGiftAnswer(db, userId, userGiftId);
  return { ...answer, remaining_coins: await balanceOf(db, userId) };
}

/** Locks the user and reads their own treasure, which must be of a type that can be equipped. */
async function ownedEquippable(trx: Db, userId: number, userGiftId: number): Promise<{ owned: UserGiftRow; gift: GiftRow }> {
  await lockUser(trx, userId);
  const found = await ownedGift(trx, userId, userGiftId);
  if (!isEquippableGiftType(found.gift.gift_type)) throw new DomainError('GIFT_NOT_EQUIPPABLE');
  return found;
}

/** POST /api/gifts/equip/: only animation, plant and stickers treasures. */
export async function equipGift(db: Db, userId: number, userGiftId: number): Promise<UserGiftResponse> {
  await db.transaction().execute(async (trx) => {
    const { owned, gift } = await ownedEquippable(trx, userId, userGiftId);
    await equipOwned(trx, userId, owned.id, gift);
  });
  return userGiftAnswer(db, userId, userGiftId);
}

/** POST /api/gifts/unequip/: an animation taken off leaves the default thumbs-up. */
export async function unequipGift(db: Db, userId: number, userGiftId: number): Promise<UserGiftResponse> {
  await db.transaction().execute(async (trx) => {
    const { owned, gift } = await ownedEquippable(trx, userId, userGiftId);
    await trx.updateTable('user_gifts').set({ is_equipped: 0 }).where('id', '=', owned.id).execute();
    if (gift.gift_type === 'animation') await trx.updateTable('users').set({ selected_animation_gift_id: null }).where('id', '=', userId).execute();
  });
  return userGiftAnswer(db, userId, userGiftId);
}

/** POST /api/gifts/favorite/. */
export async function setGiftFavorite(db: Db, userId: number, userGiftId: number, isFavorite: boolean): Promise<UserGiftResponse> {
  const { owned } = await ownedGift(db, userId, userGiftId);
  await db.updateTable('user_gifts').set({ is_favorite: isFavorite ? 1 : 0 }).where('id', '=', owned.id).execute();
  return userGiftAnswer(db, userId, userGiftId);
}

/**
 * PUT /api/user/animation/update/: an owned animation treasure (equipped, as on the shop page), or
 * null for the default thumbs-up (every animation taken off).
 */
export async function selectAnimation(db: Db, userId: number, animationGiftId: number | null): Promise<UpdateAnimationResponse> {
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    if (animationGiftId === null) {
      await unequipType(trx, userId, 'animation');
      await trx.updateTable('users').set({ selected_animation_gift_id: null }).where('id', '=', userId).execute();
      return;
    }
    const gift = await trx
      .selectFrom('gifts')
      .leftJoin('user_gifts', (join) => join.onRef('user_gifts.gift_id', '=', 'gifts.id').on('user_gifts.user_id', '=', userId))
      .select(['gifts.id', 'gifts.gift_type', 'user_gifts.id as owned_id'])
      .where('gifts.id', '=', animationGiftId)
      .executeTakeFirst();
    if (!gift) throw new DomainError('GIFT_NOT_FOUND');
    if (gift.gift_type !== 'animation') throw new DomainError('GIFT_NOT_ANIMATION');
    if (gift.owned_id === null) throw new DomainError('ANIMATION_NOT_OWNED');
    await equipOwned(trx, userId, gift.owned_id, { id: gift.id, gift_type: gift.gift_type });
  });
  return { success: true, selected_animation: await selectedAnimationOf(db, userId) };
}
