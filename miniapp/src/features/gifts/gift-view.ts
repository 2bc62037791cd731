import type { Gift, UserGift } from '@tracker/shared/contract';
import { isEquippableGiftType } from '@tracker/shared/domain';
import { type GiftFilterType, giftTexts } from '@tracker/shared/texts';

/** The /gift tabs, the first shown at /gift itself (?tab=owned for the other). */
export const GIFT_TABS = ['available', 'owned'] as const;
export type GiftTab = (typeof GIFT_TABS)[number];

/** Both lists of the page: the catalogue (with ownership) and the user's treasures, newest first. */
export interface GiftLists {
  gifts: Gift[];
  userGifts: UserGift[];
}

/** What a card's button does (rewards.md 2.2, 4.1, 5). */
export type GiftAction =
  | { kind: 'receive' }
  | { kind: 'not_enough_coins' }
  | { kind: 'coming_soon' }
  | { kind: 'equip' }
  | { kind: 'unequip' }
  | { kind: 'play' }
  | { kind: 'display' };

const ACTION_LABELS: Record<GiftAction['kind'], string> = {
  receive: giftTexts.receive,
  not_enough_coins: giftTexts.notEnoughCoins,
  coming_soon: giftTexts.comingSoon,
  equip: giftTexts.equip,
  unequip: giftTexts.unequip,
  play: giftTexts.play,
  display: giftTexts.inCollection,
};

/** Kinds whose button is a state, not an action. */
const INERT_ACTIONS: ReadonlySet<GiftAction['kind']> = new Set(['not_enough_coins', 'coming_soon', 'display']);

/** How an action's button looks: its label, filled for the actions that move things forward, inert for the states. */
export interface ActionButtonProps {
  label: string;
  mode: 'filled' | 'bezeled';
  inert: boolean;
}

export function actionButtonProps(action: GiftAction): ActionButtonProps {
  const filled = action.kind === 'receive' || action.kind === 'equip' || action.kind === 'play';
  return { label: ACTION_LABELS[action.kind], mode: filled ? 'filled' : 'bezeled', inert: INERT_ACTIONS.has(action.kind) };
}

/** A treasure not owned yet: buy it when available and the coins cover it (null coins: not known yet, let the server judge). */
export function purchaseActionOf(gift: Gift, coins: number | null): GiftAction {
  if (!gift.is_available) return { kind: 'coming_soon' };
  if (coins !== null && coins < gift.points_cost) return { kind: 'not_enough_coins' };
  return { kind: 'receive' };
}

/** An owned treasure: equip or unequip the equippable types, play a mini-game, else display only. */
export function ownedActionOf(userGift: UserGift): GiftAction {
  const type = userGift.gift.gift_type;
  if (isEquippableGiftType(type)) return { kind: userGift.is_equipped ? 'unequip' : 'equip' };
  if (type === 'minigame') return { kind: 'play' };
  return { kind: 'display' };
}

/** The tab's cards of the chosen type (null: every type). */
export function notOwnedGifts(lists: GiftLists, filter: GiftFilterType | null): Gift[] {
  return lists.gifts.filter((g) => !g.user_has_gift && (filter === null || g.gift_type === filter));
}

export function ownedGifts(lists: GiftLists, filter: GiftFilterType | null): UserGift[] {
  return lists.userGifts.filter((u) => filter === null || u.gift.gift_type === filter);
}

/** Single-select chips: clicking the active one clears it. */
export function toggledFilter(current: GiftFilterType | null, clicked: GiftFilterType): GiftFilterType | null {
  return current === clicked ? null : clicked;
}

/**
 * The lists after the server answered with a changed treasure: it replaces its old entry (a new one
 * goes to the front), its catalogue entry follows, and an equipped one un-equips the others of its
 * type (rewards.md 4.1).
 */
export function withUserGift(lists: GiftLists, changed: UserGift): GiftLists {
  const type = changed.gift.gift_type;
  const known = lists.userGifts.some((u) => u.id === changed.id);
  const updated = lists.userGifts.map((u) => {
    if (u.id === changed.id) return changed;
    if (changed.is_equipped && u.is_equipped && u.gift.gift_type === type) return { ...u, is_equipped: false, gift: { ...u.gift, is_equipped: false } };
    return u;
  });
  const userGifts = known ? updated : [changed, ...updated];
  const equippedIds = new Set(userGifts.filter((u) => u.is_equipped).map((u) => u.gift.id));
  const ownedIds = new Set(userGifts.map((u) => u.gift.id));
  const gifts = lists.gifts.map((g) => ({ ...g, user_has_gift: g.user_has_gift || ownedIds.has(g.id), is_equipped: equippedIds.has(g.id) }));
  return { gifts, userGifts };
}
