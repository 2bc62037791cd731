import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableGiftsResponseSchema, receiveGiftResponseSchema, stickersResponseSchema, userGiftResponseSchema, userGiftsResponseSchema } from '@tracker/shared/contract';
import { ACHIEVEMENTS, GIFTS, STICKER_SETS, giftIdOf, setStickerAlias, setStickerImage } from '@tracker/shared/domain';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { giveCoins as giveCoinsVia } from '../testing/test-coins.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { type TestUser, signUp } from '../testing/test-users.ts';

const FOX = giftIdOf('stickers_fox');
const CATS = giftIdOf('stickers_cats');
const SPACE = giftIdOf('stickers_space');
const DEFAULT_STICKERS = 12;
const FIRST_TREASURE_COINS = ACHIEVEMENTS.find((a) => a.key === 'first_treasure')!.coins_reward;

describe.each(databaseKinds)('sticker-set treasures on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const api = (user: TestUser) => ({
    bought: async (gift_id: number) => {
      const res = await t.request('/api/gifts/receive/', { method: 'POST', token: user.token, json: { gift_id } });
      expect(res.status).toBe(200);
      return receiveGiftResponseSchema.parse(await res.json());
    },
    action: async (path: 'equip' | 'unequip', user_gift_id: number) => {
      const res = await t.request(`/api/gifts/${path}/`, { method: 'POST', token: user.token, json: { user_gift_id } });
      expect(res.status).toBe(200);
      return userGiftResponseSchema.parse(await res.json());
    },
    available: async () => availableGiftsResponseSchema.parse(await (await t.request('/api/gifts/available/', { token: user.token })).json()).gifts,
    owned: async () => userGiftsResponseSchema.parse(await (await t.request('/api/gifts/user/', { token: user.token })).json()).user_gifts,
    stickers: async () => stickersResponseSchema.parse(await (await t.request('/api/stickers/', { token: user.token })).json()).stickers,
    note: (json: object, id?: number) => t.request(id ? `/api/notes/${id}/` : '/api/notes/', { method: id ? 'PUT' : 'POST', token: user.token, json }),
  });

  it('lists the three sets with their stickers, example and price', async () => {
    const gifts = (await api(await signUp(t)).available()).filter((g) => g.gift_type === 'stickers');
    expect(gifts.map((g) => [g.id, g.title, g.rarity, g.points_cost, g.sticker_set])).toEqual([
      [FOX, 'Лисёнок', 'rare', 60, 'fox'],
      [CATS, 'Котики', 'common', 40, 'cats'],
      [SPACE, 'Космос', 'epic', 120, 'space'],
    ]);
    for (const [i, gift] of gifts.entries()) {
      const set = STICKER_SETS[i]!;
      expect(gift).toMatchObject({ condition_type: 'shop_purchase', is_available: true, user_has_gift: false, animation_type: null });
      expect(gift.stickers.map((s) => [s.order, s.image])).toEqual(set.names.map((name, n) => [n + 1, setStickerImage(set.set, name)]));
      expect(new Set(gift.stickers.map((s) => s.id)).size).toBe(set.names.length);
      expect(gift.sticker_example).toBe(setStickerImage(set.set, set.example));
      expect(gift.image).toBe(gift.sticker_example);
    }
    // The other treasures carry no stickers.
    const stars = (await api(await signUp(t)).available()).find((g) => g.key === 'animation_stars')!;
    expect(stars).toMatchObject({ sticker_set: null, stickers: [], sticker_example: null });
  });

  it('buys a set with coins; it is not equipped on purchase and its stickers join the picker', async () => {
    const user = await signUp(t);
    const u = api(user);
    expect(await u.stickers()).toHaveLength(DEFAULT_STICKERS);
    await giveCoinsVia(t, user, 40);
    const answer = await u.bought(CATS);
    expect(answer.user_gift.is_equipped).toBe(false);
    expect(answer.user_gift.gift).toMatchObject({ id: CATS, user_has_gift: true, sticker_set: 'cats' });
    expect(answer.user_gift.gift.stickers).toHaveLength(10);
    // The price came off the balance (first_treasure paid its reward on top).
    expect(answer.remaining_coins).toBe(40 - GIFTS[CATS - 1]!.points_cost + FIRST_TREASURE_COINS);

    const stickers = await u.stickers();
    expect(stickers).toHaveLength(DEFAULT_STICKERS + 10);
    // Owned but not equipped: after the free set.
    expect(stickers.slice(DEFAULT_STICKERS).map((s) => s.alias)).toEqual(STICKER_SETS[1]!.names.map((n) => setStickerAlias('cats', n)));
    expect((await u.owned())[0]!.gift.stickers.map((s) => s.id)).toEqual(stickers.slice(DEFAULT_STICKERS).map((s) => s.id));
  });

  it('equips one set at a time, and the equipped set comes first in the picker', async () => {
    const user = await signUp(t);
    const u = api(user);
    await giveCoinsVia(t, user, 100);
    const fox = (await u.bought(FOX)).user_gift;
    const cats = (await u.bought(CATS)).user_gift;

    expect((await u.action('equip', fox.id)).user_gift.is_equipped).toBe(true);
    expect((await u.stickers())[0]!.alias).toBe('fox-love');
    const equippedCats = await u.action('equip', cats.id);
    expect(equippedCats.user_gift.is_equipped).toBe(true);
    expect((await u.owned()).filter((g) => g.is_equipped).map((g) => g.gift.id)).toEqual([CATS]);
    const picker = (await u.stickers()).map((s) => s.alias);
    expect(picker[0]).toBe('cats-hello');
    expect(picker[10]).toBe('fox-hello');
    expect(picker[10 + DEFAULT_STICKERS]).toBe('fox-love');

    const off = await u.action('unequip', cats.id);
    expect(off.user_gift.is_equipped).toBe(false);
    expect((await u.owned()).some((g) => g.is_equipped)).toBe(false);
    // Taken off, still owned: both sets stay usable, after the free one.
    expect((await u.stickers()).map((s) => s.alias).slice(0, 1)).toEqual(['fox-hello']);
    expect(await u.stickers()).toHaveLength(DEFAULT_STICKERS + 20);
  });

  it("a note takes an owned set's sticker by id or alias, and refuses one of a set not bought with 403", async () => {
    const user = await signUp(t);
    const u = api(user);
    await giveCoinsVia(t, user, 60);
    const fox = (await u.bought(FOX)).user_gift.gift.stickers;

    const created = await u.note({ mood: 5, sticker_id: fox[8]!.id });
    expect(created.status).toBe(201);
    const { note_id, note } = await created.json();
    expect(note.sticker).toEqual({ id: fox[8]!.id, image: '/stickers/fox/party.svg', order: 9, alias: 'fox-party' });
    const byAlias = await u.note({ mood: 4, sticker_alias: 'fox-cool' });
    expect((await byAlias.json()).note.sticker_image_url).toBe('/stickers/fox/cool.svg');

    const space = (await u.available()).find((g) => g.id === SPACE)!.stickers;
    const refusals = [
      ['sticker_id', await u.note({ mood: 3, sticker_id: space[0]!.id })],
      ['sticker_alias', await u.note({ mood: 3, sticker_alias: 'cats-box' })],
      ['sticker_id', await u.note({ mood: 3, sticker_id: space[1]!.id }, note_id)],
    ] as const;
    for (const [field, refused] of refusals) {
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        success: false,
        code: 'STICKER_SET_NOT_OWNED',
        error: 'Этот стикер из набора, которого у вас ещё нет. Получите набор в разделе «Сокровища»',
        fields: { [field]: 'Этот стикер из набора, которого у вас ещё нет. Получите набор в разделе «Сокровища»' },
      });
    }
    // The refused edit left the note as it was.
    const notes = await (await t.request('/api/notes/list/', { token: user.token })).json();
    expect(notes.notes.find((n: { id: number }) => n.id === note_id).sticker.alias).toBe('fox-party');
  });
});
