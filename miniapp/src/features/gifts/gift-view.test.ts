import { describe, expect, it } from 'vitest';
import type { Gift, UserGift } from '@tracker/shared/contract';
import { giftTexts } from '@tracker/shared/texts';
import { actionButtonProps, notOwnedGifts, ownedActionOf, ownedGifts, purchaseActionOf, toggledFilter, withUserGift } from './gift-view.ts';

function gift(id: number, gift_type: Gift['gift_type'], extra: Partial<Gift> = {}): Gift {
  return {
    id, key: `g${id}`, title: `Сокровище ${id}`, description: '', gift_type, rarity: 'common', points_cost: 30, is_available: true,
    user_has_gift: false, is_equipped: false, image: null, icon: '⭐', color: '#000', condition_type: 'shop_purchase',
    condition_description: null, animation_type: null, sticker_set: null, stickers: [], sticker_example: null, ...extra,
  };
}

function owned(id: number, g: Gift, is_equipped = false): UserGift {
  return { id, gift: { ...g, user_has_gift: true, is_equipped }, is_equipped, is_favorite: false, received_for: 'x', received_at: '2026-11-23T09:00:00.000Z' };
}

describe('treasure card actions (rewards.md 4.1, 5)', () => {
  it('buys when available and affordable, else says why not', () => {
    const g = gift(1, 'animation');
    expect(purchaseActionOf(g, 30).kind).toBe('receive');
    expect(purchaseActionOf(g, 29).kind).toBe('not_enough_coins');
    expect(purchaseActionOf(g, null).kind).toBe('receive');
    expect(purchaseActionOf({ ...g, is_available: false }, 1000).kind).toBe('coming_soon');
  });

  it('equips animations, plants and stickers, plays mini-games, displays the rest', () => {
    expect(ownedActionOf(owned(1, gift(1, 'animation'))).kind).toBe('equip');
    expect(ownedActionOf(owned(1, gift(1, 'plant'), true)).kind).toBe('unequip');
    expect(ownedActionOf(owned(1, gift(1, 'stickers'))).kind).toBe('equip');
    expect(ownedActionOf(owned(1, gift(1, 'minigame'))).kind).toBe('play');
    expect(ownedActionOf(owned(1, gift(1, 'card'))).kind).toBe('display');
    expect(ownedActionOf(owned(1, gift(1, 'plant_accessory'))).kind).toBe('display');
  });

  it('fills the buttons that act, keeps the states inert and bezeled', () => {
    expect(actionButtonProps({ kind: 'receive' })).toEqual({ label: giftTexts.receive, mode: 'filled', inert: false });
    expect(actionButtonProps({ kind: 'equip' })).toEqual({ label: giftTexts.equip, mode: 'filled', inert: false });
    expect(actionButtonProps({ kind: 'play' })).toEqual({ label: giftTexts.play, mode: 'filled', inert: false });
    expect(actionButtonProps({ kind: 'unequip' })).toEqual({ label: giftTexts.unequip, mode: 'bezeled', inert: false });
    expect(actionButtonProps({ kind: 'not_enough_coins' })).toEqual({ label: giftTexts.notEnoughCoins, mode: 'bezeled', inert: true });
    expect(actionButtonProps({ kind: 'coming_soon' })).toEqual({ label: giftTexts.comingSoon, mode: 'bezeled', inert: true });
    expect(actionButtonProps({ kind: 'display' })).toEqual({ label: giftTexts.inCollection, mode: 'bezeled', inert: true });
  });
});

describe('treasure lists', () => {
  it('filters by one type; clicking the active chip clears it', () => {
    const lists = { gifts: [gift(1, 'animation'), gift(2, 'minigame'), gift(3, 'animation', { user_has_gift: true })], userGifts: [owned(9, gift(3, 'animation'))] };
    expect(notOwnedGifts(lists, null).map((g) => g.id)).toEqual([1, 2]);
    expect(notOwnedGifts(lists, 'minigame').map((g) => g.id)).toEqual([2]);
    expect(ownedGifts(lists, 'stickers')).toEqual([]);
    expect(toggledFilter(null, 'animation')).toBe('animation');
    expect(toggledFilter('animation', 'animation')).toBeNull();
    expect(toggledFilter('animation', 'stickers')).toBe('stickers');
  });

  it('puts a received treasure first and un-equips the others of its type', () => {
    const stars = gift(1, 'animation', { user_has_gift: true, is_equipped: true });
    const sprout = gift(5, 'plant', { user_has_gift: true, is_equipped: true });
    const lists = { gifts: [stars, gift(2, 'animation'), sprout], userGifts: [owned(10, stars, true), owned(11, sprout, true)] };
    const next = withUserGift(lists, owned(12, gift(2, 'animation'), true));
    expect(next.userGifts.map((u) => [u.id, u.is_equipped])).toEqual([[12, true], [10, false], [11, true]]);
    expect(next.gifts.map((g) => [g.id, g.user_has_gift, g.is_equipped])).toEqual([[1, true, false], [2, true, true], [5, true, true]]);

    const off = withUserGift(next, { ...next.userGifts[0]!, is_equipped: false });
    expect(off.userGifts.map((u) => [u.id, u.is_equipped])).toEqual([[12, false], [10, false], [11, true]]);
  });
});
