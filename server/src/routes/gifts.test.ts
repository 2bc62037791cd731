import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableGiftsResponseSchema,
  profileResponseSchema,
  receiveGiftResponseSchema,
  updateAnimationResponseSchema,
  userGiftResponseSchema,
  userGiftsResponseSchema,
} from '@tracker/shared/contract';
import { ACHIEVEMENTS, GIFTS, SHOP_RECEIVED_FOR, giftIdOf } from '@tracker/shared/domain';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { giveCoins as giveCoinsVia } from '../testing/test-coins.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { type TestUser, signUp } from '../testing/test-users.ts';

const priceOf = (key: string) => GIFTS.find((g) => g.key === key)!.points_cost;
const STARS = giftIdOf('animation_stars'); // common animation
const CROWN = giftIdOf('animation_crown'); // legendary animation
const RAINBOW = giftIdOf('animation_rainbow'); // rare animation
const SPROUT = giftIdOf('plant_luck_sprout'); // plant
const CARD = giftIdOf('card_start'); // card
const MEMORY = giftIdOf('minigame_memory'); // minigame
const FIRST_TREASURE_COINS = ACHIEVEMENTS.find((a) => a.key === 'first_treasure')!.coins_reward;

describe.each(databaseKinds)('treasures on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const giveCoins = (user: TestUser, coins: number) => giveCoinsVia(t, user, coins);

  const api = (user: TestUser) => ({
    receive: (gift_id: unknown) => t.request('/api/gifts/receive/', { method: 'POST', token: user.token, json: { gift_id, received_for: SHOP_RECEIVED_FOR } }),
    bought: async (gift_id: number) => {
      const res = await t.request('/api/gifts/receive/', { method: 'POST', token: user.token, json: { gift_id } });
      expect(res.status).toBe(200);
      return receiveGiftResponseSchema.parse(await res.json());
    },
    action: (path: 'equip' | 'unequip' | 'favorite', json: object) => t.request(`/api/gifts/${path}/`, { method: 'POST', token: user.token, json }),
    available: async () => availableGiftsResponseSchema.parse(await (await t.request('/api/gifts/available/', { token: user.token })).json()).gifts,
    owned: async (path = '/api/gifts/user/') => userGiftsResponseSchema.parse(await (await t.request(path, { token: user.token })).json()).user_gifts,
    coins: async () => (await (await t.request('/api/user/status/', { token: user.token })).json()).coins as number,
    ledgerSum: async () => {
      const rows = await t.db.selectFrom('reward_ledger').select('coins').where('user_id', '=', user.userId).execute();
      return rows.reduce((sum, r) => sum + r.coins, 0);
    },
    profile: async () => profileResponseSchema.parse(await (await t.request('/api/user/profile/', { token: user.token })).json()),
    selectAnimation: (animation_id: unknown) => t.request('/api/user/animation/update/', { method: 'PUT', token: user.token, json: { animation_id } }),
  });

  it('lists the catalogue of ECONOMY.md with the spec ids and prices', async () => {
    const gifts = await api(await signUp(t)).available();
    expect(gifts).toHaveLength(GIFTS.length);
    expect(gifts.slice(0, 4).map((g) => [g.id, g.animation_type])).toEqual([[1, 'stars'], [2, 'confetti'], [3, 'hearts'], [4, 'rainbow']]);
    expect(gifts.filter((g) => g.gift_type === 'animation')).toHaveLength(12);
    expect(gifts[0]).toMatchObject({ rarity: 'common', points_cost: 30, is_available: true, user_has_gift: false, is_equipped: false, condition_type: 'shop_purchase', image: null });
    expect(gifts.find((g) => g.id === CROWN)).toMatchObject({ rarity: 'legendary', points_cost: 250 });
    expect(gifts.find((g) => g.id === SPROUT)).toMatchObject({ title: 'Росток удачи', gift_type: 'plant', points_cost: 50 });
    expect(gifts.filter((g) => g.gift_type === 'plant_accessory').map((g) => g.points_cost)).toEqual([20, 20, 20]);
    expect(gifts.filter((g) => g.gift_type === 'card').map((g) => g.points_cost)).toEqual([15, 15, 15, 15]);
    expect(gifts.find((g) => g.id === MEMORY)).toMatchObject({ title: 'Мемори', gift_type: 'minigame', points_cost: 25 });
  });

  it('gives the minigame entry its gift_id (rewards.md 3): the treasure id its mini-game names, in the catalogue and among the user\'s treasures', async () => {
    const user = await signUp(t);
    const u = api(user);
    const gifts = await u.available();
    expect(gifts.filter((g) => g.gift_id !== undefined).map((g) => [g.id, g.gift_id])).toEqual([[MEMORY, MEMORY]]);
    const minigames = (await (await t.request('/api/minigames/', { token: user.token })).json()).data.minigames;
    expect(minigames.map((m: { gift_id: number }) => m.gift_id)).toEqual([MEMORY]);
    await giveCoins(user, priceOf('minigame_memory'));
    expect((await u.bought(MEMORY)).user_gift.gift.gift_id).toBe(MEMORY);
    expect((await u.owned())[0]!.gift.gift_id).toBe(MEMORY);
  });

  it('takes received_for null or "" as not given: the shop reason is stored', async () => {
    const user = await signUp(t);
    await giveCoins(user, 100);
    for (const [gift_id, received_for] of [[STARS, null], [CARD, '']] as const) {
      const res = await t.request('/api/gifts/receive/', { method: 'POST', token: user.token, json: { gift_id, received_for } });
      expect(res.status).toBe(200);
      expect((await res.json()).user_gift.received_for).toBe(SHOP_RECEIVED_FOR);
    }
    const wrong = await t.request('/api/gifts/receive/', { method: 'POST', token: user.token, json: { gift_id: RAINBOW, received_for: 5 } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error: 'received_for: Причина получения должна быть строкой',
      fields: { received_for: 'Причина получения должна быть строкой' },
    });
  });

  it('buys a treasure through the ledger, equips an animation and earns first_treasure', async () => {
    const user = await signUp(t);
    const u = api(user);
    await giveCoins(user, 100);

    const res = await u.receive(STARS);
    expect(res.status).toBe(200);
    const body = receiveGiftResponseSchema.parse(await res.json());
    expect(body.user_gift).toMatchObject({ is_equipped: true, is_favorite: false, received_for: SHOP_RECEIVED_FOR, received_at: t.clock.now().toISOString() });
    expect(body.user_gift.gift).toMatchObject({ id: STARS, user_has_gift: true, is_equipped: true });
    expect(body.remaining_coins).toBe(100 - priceOf('animation_stars') + FIRST_TREASURE_COINS);
    expect(body.selected_animation).toEqual({ id: STARS, title: 'Звёздный дождь', description: expect.any(String), icon: '⭐', color: expect.any(String), animation_type: 'stars' });
    expect(await u.coins()).toBe(body.remaining_coins);
    expect(await u.ledgerSum()).toBe(body.remaining_coins);

    const ledger = await t.db.selectFrom('reward_ledger').select(['key', 'reason', 'coins']).where('user_id', '=', user.userId).where('reason', '!=', 'achievement').execute();
    expect(ledger).toEqual([{ key: `gift:${STARS}`, reason: 'gift_purchase', coins: -priceOf('animation_stars') }]);
    const earned = await (await t.request('/api/achievements/?status=earned', { token: user.token })).json();
    expect(earned.achievements.map((a: { key: string }) => a.key)).toEqual(['first_treasure']);

    expect((await u.profile()).selected_animation).toMatchObject({ id: STARS, animation_type: 'stars' });
    expect((await u.available()).find((g) => g.id === STARS)).toMatchObject({ user_has_gift: true, is_equipped: true });
  });

  it('never lets coins go below zero and never pays twice', async () => {
    const user = await signUp(t);
    const u = api(user);
    const start = priceOf('animation_rainbow') - 1;
    await giveCoins(user, start);

    const short = await u.receive(RAINBOW);
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ success: false, error: 'Недостаточно монет', code: 'NOT_ENOUGH_COINS' });
    expect(await u.coins()).toBe(start);

    await u.bought(CARD);
    const afterCard = start - priceOf('card_start') + FIRST_TREASURE_COINS;
    const [again, parallel] = await Promise.all([u.receive(CARD), u.receive(CARD)]);
    for (const res of [again, parallel]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'Сокровище уже получено', code: 'GIFT_ALREADY_OWNED' });
    }
    expect(await u.coins()).toBe(afterCard);

    // Two purchases at once that each fit the balance but not both: one wins, the balance stays >= 0.
    const results = await Promise.all([u.receive(SPROUT), u.receive(giftIdOf('animation_bubble'))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await u.coins()).toBeGreaterThanOrEqual(0);
    expect(await u.coins()).toBe(await u.ledgerSum());
    expect(await u.owned()).toHaveLength(2);
  });

  it('answers 404 for an unknown treasure and 400 for one that is not on sale', async () => {
    const user = await signUp(t);
    const u = api(user);
    await giveCoins(user, 500);
    const unknown = await u.receive(9999);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, error: 'Сокровище не найдено', code: 'GIFT_NOT_FOUND' });

    await t.db.updateTable('gifts').set({ is_available: 0 }).where('id', '=', MEMORY).execute();
    try {
      const unavailable = await u.receive(MEMORY);
      expect(unavailable.status).toBe(400);
      expect(await unavailable.json()).toMatchObject({ code: 'GIFT_UNAVAILABLE' });
      expect((await u.available()).find((g) => g.id === MEMORY)?.is_available).toBe(false);
    } finally {
      await t.db.updateTable('gifts').set({ is_available: 1 }).where('id', '=', MEMORY).execute();
    }
    expect(await u.coins()).toBe(500);
  });

  it('lists owned treasures newest first, also without /api', async () => {
    const user = await signUp(t);
    const u = api(user);
    await giveCoins(user, 200);
    await u.bought(CARD);
    t.clock.advance(60_000);
    await u.bought(SPROUT);
    const owned = await u.owned();
    expect(owned.map((g) => g.gift.id)).toEqual([SPROUT, CARD]);
    expect(owned[0]).toMatchObject({ is_equipped: false, is_favorite: false, gift: { user_has_gift: true } });
    expect((await u.owned('/gifts/user/')).map((g) => g.id)).toEqual(owned.map((g) => g.id));
  });

  it('equips one treasure per type; unequipping an animation falls back to the default', async () => {
    const user = await signUp(t);
    const u = api(user);
    await giveCoins(user, 400);
    const stars = (await u.bought(STARS)).user_gift;
    const rainbow = (await u.bought(RAINBOW)).user_gift;
    const sprout = (await u.bought(SPROUT)).user_gift;
    const card = (await u.bought(CARD)).user_gift;

    // The newest animation was equipped on purchase and took the place of the first.
    expect((await u.owned()).filter((g) => g.is_equipped).map((g) => g.gift.id)).toEqual([RAINBOW]);

    const equipped = userGiftResponseSchema.parse(await (await u.action('equip', { user_gift_id: stars.id })).json());
    expect(equipped.user_gift.is_equipped).toBe(true);
    expect(equipped.selected_animation?.id).toBe(STARS);
    expect((await u.action('equip', { user_gift_id: sprout.id })).status).toBe(200);
    expect((await u.owned()).filter((g) => g.is_equipped).map((g) => g.gift.id).sort()).toEqual([STARS, SPROUT].sort());
    expect((await u.owned()).find((g) => g.id === rainbow.id)?.is_equipped).toBe(false);

    const notEquippable = await u.action('equip', { user_gift_id: card.id });
    expect(notEquippable.status).toBe(400);
    expect(await notEquippable.json()).toMatchObject({ error: 'Это сокровище нельзя экипировать', code: 'GIFT_NOT_EQUIPPABLE' });

    const off = userGiftResponseSchema.parse(await (await u.action('unequip', { user_gift_id: stars.id })).json());
    expect(off.user_gift.is_equipped).toBe(false);
    expect(off.selected_animation).toBeNull();
    expect((await u.profile()).selected_animation).toBeNull();
    // The plant stays on.
    expect((await u.owned()).find((g) => g.id === sprout.id)?.is_equipped).toBe(true);

    const favorite = userGiftResponseSchema.parse(await (await u.action('favorite', { user_gift_id: card.id, is_favorite: true })).json());
    expect(favorite.user_gift.is_favorite).toBe(true);
  });

  it("answers 404 for another user's treasure", async () => {
    const owner = await signUp(t);
    await giveCoins(owner, 100);
    const theirs = (await api(owner).bought(STARS)).user_gift;
    const stranger = api(await signUp(t));
    for (const [path, json] of [
      ['equip', { user_gift_id: theirs.id }],
      ['unequip', { user_gift_id: theirs.id }],
      ['favorite', { user_gift_id: theirs.id, is_favorite: true }],
    ] as const) {
      const res = await stranger.action(path, json);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, error: 'Сокровище не найдено', code: 'GIFT_NOT_FOUND' });
    }
    expect((await api(owner).owned())[0]?.is_equipped).toBe(true);
  });

  it('selects only an owned animation, or null for the default', async () => {
    const user = await signUp(t);
    const u = api(user);
    await giveCoins(user, 200);
    await u.bought(STARS);
    await u.bought(RAINBOW);
    const sprout = (await u.bought(SPROUT)).user_gift;
    expect(sprout.is_equipped).toBe(false); // only animations are equipped on purchase
    await u.action('equip', { user_gift_id: sprout.id });

    const chosen = await u.selectAnimation(STARS);
    expect(chosen.status).toBe(200);
    expect(updateAnimationResponseSchema.parse(await chosen.json()).selected_animation).toMatchObject({ id: STARS, animation_type: 'stars' });
    expect((await u.profile()).selected_animation?.id).toBe(STARS);
    expect((await u.owned()).filter((g) => g.is_equipped).map((g) => g.gift.id).sort()).toEqual([STARS, SPROUT].sort());

    // Not owned, owned but no animation, no such treasure: each says which.
    for (const [refused, status, answer] of [
      [CROWN, 400, { error: 'Эта анимация ещё не получена', code: 'ANIMATION_NOT_OWNED' }],
      [SPROUT, 400, { error: 'Это сокровище не анимация', code: 'GIFT_NOT_ANIMATION' }],
      [9999, 404, { error: 'Сокровище не найдено', code: 'GIFT_NOT_FOUND' }],
    ] as const) {
      const res = await u.selectAnimation(refused);
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({ success: false, ...answer });
    }

    const cleared = updateAnimationResponseSchema.parse(await (await u.selectAnimation(null)).json());
    expect(cleared.selected_animation).toBeNull();
    expect((await u.profile()).selected_animation).toBeNull();
    expect((await u.owned()).filter((g) => g.is_equipped).map((g) => g.gift.id)).toEqual([SPROUT]);
  });

  it.each([
    ['POST', '/api/gifts/receive/', {}, 'gift_id'],
    ['POST', '/api/gifts/receive/', { gift_id: 'abc' }, 'gift_id'],
    ['POST', '/api/gifts/equip/', { user_gift_id: 0 }, 'user_gift_id'],
    ['POST', '/api/gifts/favorite/', { user_gift_id: 1 }, 'is_favorite'],
    ['PUT', '/api/user/animation/update/', {}, 'animation_id'],
    ['PUT', '/api/user/animation/update/', { animation_id: 'stars' }, 'animation_id'],
  ])('%s %s %j is a 400 naming %s', async (method, path, json, field) => {
    const user = await signUp(t);
    const res = await t.request(path, { method, token: user.token, json });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(Object.keys(body.fields)).toEqual([field]);
    // The error names the field once: 'is_favorite: Должно быть true или false'.
    expect(body.error).toBe(`${field}: ${body.fields[field]}`);
    expect(body.fields[field]).not.toContain(field);
  });

  it.each([
    ['GET', '/api/gifts/available/'],
    ['GET', '/api/gifts/user/'],
    ['GET', '/gifts/user/'],
    ['POST', '/api/gifts/receive/'],
    ['POST', '/api/gifts/equip/'],
    ['POST', '/api/gifts/unequip/'],
    ['POST', '/api/gifts/favorite/'],
    ['PUT', '/api/user/animation/update/'],
  ])('%s %s needs a token', async (method, path) => {
    const res = await t.request(path, { method, ...(method === 'GET' ? {} : { json: {} }) });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});
