import { describe, expect, it } from 'vitest';
import { EQUIPPABLE_GIFT_TYPES, GIFTS, RARITY_PRICES, SHOP_RECEIVED_FOR, giftIdOf, isEquippableGiftType, newGiftCount } from './gifts.ts';

describe('treasure catalogue (ECONOMY.md "Treasures")', () => {
  it('starts with the spec ids 1 stars, 2 confetti, 3 hearts, 4 rainbow and holds 12 animations', () => {
    expect(GIFTS.slice(0, 4).map((g) => g.animation_type)).toEqual(['stars', 'confetti', 'hearts', 'rainbow']);
    const animations = GIFTS.filter((g) => g.gift_type === 'animation');
    expect(animations).toHaveLength(12);
    expect(animations.map((g) => g.animation_type)).not.toContain('thumbsup');
    for (const a of animations) expect(a.points_cost).toBe(RARITY_PRICES[a.rarity]);
    expect(animations.filter((a) => a.rarity === 'legendary').map((a) => a.animation_type)).toEqual(['crown']);
  });

  it('prices the plant, pots, postcards and the memory game', () => {
    const priceOf = (type: string) => GIFTS.filter((g) => g.gift_type === type).map((g) => g.points_cost);
    expect(priceOf('plant')).toEqual([50]);
    expect(priceOf('plant_accessory')).toEqual([20, 20, 20]);
    expect(priceOf('card')).toEqual([15, 15, 15, 15]);
    expect(priceOf('minigame')).toEqual([25]);
    expect(priceOf('stickers')).toEqual([60, 40, 120]);
    expect(new Set(GIFTS.map((g) => g.key)).size).toBe(GIFTS.length);
  });

  it('equips only animations, plants and sticker sets', () => {
    expect(EQUIPPABLE_GIFT_TYPES).toEqual(['animation', 'plant', 'stickers']);
    expect(isEquippableGiftType('minigame')).toBe(false);
    expect(isEquippableGiftType('card')).toBe(false);
  });

  it('gives every treasure the id migration 0009 seeds: its catalogue position from 1', () => {
    expect(giftIdOf('animation_stars')).toBe(1);
    expect(giftIdOf('animation_rainbow')).toBe(4);
    expect(giftIdOf('minigame_memory')).toBe(21);
    expect(giftIdOf('stickers_space')).toBe(GIFTS.length);
    expect(() => giftIdOf('no_such_gift')).toThrow();
  });
});

describe('new-gift counter (core.md 4 "Notes")', () => {
  const bought = { received_for: SHOP_RECEIVED_FOR, received_at: '2026-11-20T10:00:00.000Z' };
  const early = { received_for: 'Достижение', received_at: '2026-11-20T10:00:00.000Z' };
  const late = { received_for: 'Достижение', received_at: '2026-11-23T10:00:00.000Z' };

  it('counts the gifts not bought in the shop: all without a mark, else those received after it', () => {
    expect(newGiftCount([bought, early, late], null)).toBe(2);
    expect(newGiftCount([bought, early, late], '2026-11-21T00:00:00.000Z')).toBe(1);
    expect(newGiftCount([bought, early, late], '2026-11-23T10:00:00.000Z')).toBe(0);
    expect(newGiftCount([], null)).toBe(0);
  });

  it("takes the shop's reason in the spec's words (rewards.md 7 'purchase in treasure shop') as a purchase too", () => {
    const boughtBySpec = { received_for: 'purchase in treasure shop', received_at: '2026-11-20T10:00:00.000Z' };
    expect(newGiftCount([boughtBySpec, { ...bought, received_for: ' Purchase in treasure shop ' }, late], null)).toBe(1);
  });

  it('treats an unreadable mark as none', () => {
    expect(newGiftCount([early, late], 'вчера')).toBe(2);
  });
});
