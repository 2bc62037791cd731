import { describe, expect, it } from 'vitest';
import { EQUIPPABLE_GIFT_TYPES, GIFTS, RARITY_PRICES, isEquippableGiftType } from './gifts.ts';

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
    expect(new Set(GIFTS.map((g) => g.key)).size).toBe(GIFTS.length);
  });

  it('equips only animations, plants and sticker sets', () => {
    expect(EQUIPPABLE_GIFT_TYPES).toEqual(['animation', 'plant', 'stickers']);
    expect(isEquippableGiftType('minigame')).toBe(false);
    expect(isEquippableGiftType('card')).toBe(false);
  });
});
