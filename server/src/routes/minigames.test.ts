import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  minigameResponseSchema,
  minigameStatsResponseSchema,
  minigamesResponseSchema,
  profileResponseSchema,
  saveGameResultResponseSchema,
  spendInGameResponseSchema,
  startGameResponseSchema,
} from '@tracker/shared/contract';
import { ACHIEVEMENTS, GIFTS, MEMORY_GIFT_KEY, giftIdOf } from '@tracker/shared/domain';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { giveCoins } from '../testing/test-coins.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { type TestUser, signUp } from '../testing/test-users.ts';

const MEMORY_GIFT_ID = giftIdOf(MEMORY_GIFT_KEY);
const MEMORY_PRICE = GIFTS.find((g) => g.key === MEMORY_GIFT_KEY)!.points_cost;
/** Buying 'Мемори' as the first treasure pays first_treasure's coins. */
const FIRST_TREASURE_COINS = ACHIEVEMENTS.find((a) => a.key === 'first_treasure')!.coins_reward;

describe.each(databaseKinds)('memory game on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const api = (user: TestUser) => ({
    get: (path: string) => t.request(`/api/minigames/${path}`, { token: user.token }),
    post: (path: 'start' | 'spend' | 'save-result', json: object) => t.request(`/api/minigames/${path}/`, { method: 'POST', token: user.token, json }),
    start: async (difficulty: string) => {
      const res = await t.request('/api/minigames/start/', { method: 'POST', token: user.token, json: { game_type: 'memory', difficulty } });
      expect(res.status).toBe(200);
      return startGameResponseSchema.parse(await res.json()).data;
    },
    save: async (result: object) => {
      const res = await t.request('/api/minigames/save-result/', { method: 'POST', token: user.token, json: { game_type: 'memory', ...result } });
      expect(res.status).toBe(200);
      return saveGameResultResponseSchema.parse(await res.json()).data;
    },
    coins: async () => profileResponseSchema.parse(await (await t.request('/api/user/profile/', { token: user.token })).json()).stats.coins,
    dailyEarned: async () => profileResponseSchema.parse(await (await t.request('/api/user/profile/', { token: user.token })).json()).stats.daily_earned,
    earned: async () => {
      const rows = await t.db
        .selectFrom('user_achievements')
        .innerJoin('achievements', 'achievements.id', 'user_achievements.achievement_id')
        .select('achievements.key')
        .where('user_id', '=', user.userId)
        .execute();
      return rows.map((r) => r.key).filter((k) => k.startsWith('memory_')).sort();
    },
    ledgerSum: async () => {
      const rows = await t.db.selectFrom('reward_ledger').select('coins').where('user_id', '=', user.userId).execute();
      return rows.reduce((sum, r) => sum + r.coins, 0);
    },
  });

  /** A user who bought 'Мемори' and has FIRST_TREASURE_COINS + `coins` left. */
  async function player(coins = 0): Promise<TestUser> {
    const user = await signUp(t);
    await giveCoins(t, user, MEMORY_PRICE + coins);
    const res = await t.request('/api/gifts/receive/', { method: 'POST', token: user.token, json: { gift_id: MEMORY_GIFT_ID } });
    expect(res.status).toBe(200);
    return user;
  }

  const easyWin = { difficulty: 'easy', score: 124, time: 20, moves: 8, completed: true };

  it('lists the memory game tied to the Мемори treasure, and answers one by id', async () => {
    const user = await signUp(t);
    const u = api(user);
    const list = minigamesResponseSchema.parse(await (await u.get('')).json());
    expect(list.data.minigames).toEqual([
      expect.objectContaining({ id: 1, game_type: 'memory', gift_id: MEMORY_GIFT_ID, title: 'Мемори', is_owned: false }),
    ]);
    expect(minigameResponseSchema.parse(await (await u.get('1/')).json()).data.gift_id).toBe(MEMORY_GIFT_ID);
    const missing = await u.get('2/');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, error: 'Мини-игра не найдена' });
    expect((await u.get('abc/')).status).toBe(404);
  });

  it('needs a token', async () => {
    expect((await t.request('/api/minigames/')).status).toBe(401);
    expect((await t.request('/api/minigames/save-result/', { method: 'POST', json: { ...easyWin, game_type: 'memory' } })).status).toBe(401);
  });

  it('lets only owners of the treasure start a game', async () => {
    const res = await api(await signUp(t)).post('start', { game_type: 'memory', difficulty: 'easy' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, code: 'MINIGAME_NOT_OWNED', error: 'Сначала получите сокровище «Мемори» в разделе «Сокровища»' });
  });

  it('answers the spec errors for an unknown type and a hint with no active game, and 400 for bad input', async () => {
    const u = api(await player());
    for (const path of ['start', 'spend', 'save-result'] as const) {
      const res = await u.post(path, { ...easyWin, item: 'hint', game_type: 'chess' });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'Неизвестный тип игры', code: 'UNKNOWN_GAME_TYPE' });
    }
    const none = await u.post('spend', { game_type: 'memory', item: 'hint' });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ error: 'Нет активной игры', code: 'NO_ACTIVE_GAME' });
    expect((await u.post('start', { game_type: 'memory', difficulty: 'extreme' })).status).toBe(400);
    expect((await u.post('save-result', { ...easyWin, game_type: 'memory', moves: -1 })).status).toBe(400);
    expect((await u.post('spend', { game_type: 'memory', item: 'bomb' })).status).toBe(400);
  });

  it('pays a completed easy game 5 coins once, closes it and counts it in stats and daily_earned', async () => {
    const user = await player();
    const u = api(user);
    await u.start('easy');
    t.clock.advance(20_000);
    const result = await u.save({ ...easyWin, moves: 20, score: 100 }); // 20 moves: rated good, no achievement
    expect(result).toEqual({ coins_earned: 5, new_balance: FIRST_TREASURE_COINS + 5 });
    expect(await u.coins()).toBe(FIRST_TREASURE_COINS + 5);
    expect(await u.ledgerSum()).toBe(FIRST_TREASURE_COINS + 5);
    expect(await u.dailyEarned()).toBe(5);
    const stats = minigameStatsResponseSchema.parse(await (await u.get('stats/')).json()).data.stats.memory;
    expect(stats).toEqual({ isPlaying: false, currentScore: 0, bestScore: 100, totalGames: 1, totalTime: 20 });
    expect(await u.earned()).toEqual([]);
  });

  it('takes a result sent with no start call as a game played at once: the coins and the 30-a-day cap apply, the same result twice is two games', async () => {
    const u = api(await signUp(t)); // no 'Мемори' needed: the spec's call refuses no one, the daily cap bounds it
    expect(await u.save({ ...easyWin, difficulty: 'medium', moves: 30, score: 40, time: 50 })).toEqual({ coins_earned: 10, new_balance: 10 });
    expect(await u.save({ ...easyWin, difficulty: 'hard', moves: 40, score: 20, time: 60 })).toMatchObject({ coins_earned: 15 });
    const again = { ...easyWin, moves: 20, score: 60 };
    expect(await u.save(again)).toMatchObject({ coins_earned: 5 }); // 30 a day: the cap is reached
    expect(await u.save(again)).toEqual({ coins_earned: 0, new_balance: 50 }); // 30 from games + memory_hard's 20
    expect(await u.dailyEarned()).toBe(30);
    const stats = minigameStatsResponseSchema.parse(await (await u.get('stats/')).json()).data.stats.memory;
    expect(stats).toMatchObject({ isPlaying: false, totalGames: 4, totalTime: 150, bestScore: 60 });
  });

  it('pays nothing for an unfinished game', async () => {
    const u = api(await player());
    await u.start('hard');
    t.clock.advance(5_000);
    expect(await u.save({ difficulty: 'hard', score: 0, time: 5, moves: 2, completed: false })).toEqual({ coins_earned: 0, new_balance: FIRST_TREASURE_COINS });
    expect(await u.earned()).toEqual([]);
  });

  it('caps the coins from games at 30 a local day, and pays again the next day', async () => {
    const user = await player();
    const u = api(user);
    const hardWin = { difficulty: 'hard', score: 0, time: 30, moves: 40, completed: true }; // rated fair
    const paid = [];
    for (const difficulty of ['hard', 'medium', 'easy'] as const) {
      await u.start(difficulty);
      t.clock.advance(30_000);
      paid.push((await u.save({ ...hardWin, difficulty })).coins_earned);
    }
    expect(paid).toEqual([15, 10, 5]);
    await u.start('easy');
    t.clock.advance(30_000);
    expect((await u.save({ ...hardWin, difficulty: 'easy' })).coins_earned).toBe(0);
    expect(await u.dailyEarned()).toBe(30);
    t.clock.advance(24 * 3600_000);
    await u.start('medium');
    t.clock.advance(30_000);
    expect((await u.save({ ...hardWin, difficulty: 'medium' })).coins_earned).toBe(10);
    expect(await u.dailyEarned()).toBe(10);
  });

  it('holds the daily cap on the server\'s clock too: a device day moved on and on earns two days\' cap in 24 hours, not one per day', async () => {
    const user = await signUp(t);
    const saveOn = async (day: string) => {
      const res = await t.request('/api/minigames/save-result/', {
        method: 'POST',
        token: user.token,
        headers: { 'X-Device-Day': day },
        json: { game_type: 'memory', difficulty: 'hard', score: 0, time: 60, moves: 40, completed: true },
      });
      expect(res.status).toBe(200);
      return saveGameResultResponseSchema.parse(await res.json()).data.coins_earned;
    };
    const paid = [];
    for (const day of ['2030-01-01', '2030-01-01', '2030-01-02', '2030-01-02', '2030-01-03', '2030-01-04']) paid.push(await saveOn(day));
    expect(paid).toEqual([15, 15, 15, 15, 0, 0]);
    t.clock.advance(24 * 3600_000 + 1_000);
    expect(await saveOn('2030-01-05')).toBe(15);
  });

  it('earns memory_hard for a completed hard game and memory_excellent for an excellent rating', async () => {
    const u = api(await player());
    await u.start('hard');
    t.clock.advance(60_000);
    const hard = await u.save({ difficulty: 'hard', score: 30, time: 60, moves: 35, completed: true }); // 45/35: good
    expect(hard).toEqual({ coins_earned: 15, new_balance: FIRST_TREASURE_COINS + 15 + 20 }); // + memory_hard's 20
    expect(await u.earned()).toEqual(['memory_hard']);
    await u.start('easy');
    t.clock.advance(20_000);
    const excellent = await u.save(easyWin); // 24/8
    expect(excellent).toEqual({ coins_earned: 5, new_balance: FIRST_TREASURE_COINS + 35 + 5 + 15 }); // + memory_excellent's 15
    expect(await u.earned()).toEqual(['memory_excellent', 'memory_hard']);
    expect(await u.ledgerSum()).toBe(await u.coins());
  });

  it('keeps a result only as far as the rules allow, and pays it: a score over the formula, a time longer than the game, too few moves', async () => {
    const u = api(await player());
    await u.start('easy');
    t.clock.advance(20_000); // the browser's clock may run ahead of the server's (a fake clock in a test, a sleeping tab)
    expect((await u.save({ ...easyWin, score: 500, time: 90, moves: 3 })).coins_earned).toBe(5);
    const stats = minigameStatsResponseSchema.parse(await (await u.get('stats/')).json()).data.stats.memory;
    expect(stats).toMatchObject({ totalGames: 1, totalTime: 25, bestScore: 119 }); // 8 moves and 25 s at most: 100 - 16 + 35
    await u.start('easy');
    const other = await u.post('save-result', { ...easyWin, game_type: 'memory', difficulty: 'hard' });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ code: 'GAME_RESULT_INVALID' }); // not the difficulty the game was started with
  });

  it('sells a hint and a joker once per game, for 5 and 10 coins', async () => {
    const user = await player(2); // 12 coins
    const u = api(user);
    await u.start('easy');
    const spend = (item: string) => u.post('spend', { game_type: 'memory', item });
    const hint = spendInGameResponseSchema.parse(await (await spend('hint')).json()).data;
    expect(hint).toEqual({ item: 'hint', coins_spent: 5, new_balance: 7 });
    const twice = await spend('hint');
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({ code: 'MINIGAME_ITEM_USED' });
    const short = await spend('joker');
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: 'Недостаточно монет', code: 'NOT_ENOUGH_COINS' });
    expect(await u.coins()).toBe(7);

    await giveCoins(t, user, 10);
    expect(spendInGameResponseSchema.parse(await (await spend('joker')).json()).data.new_balance).toBe(7);
    await u.start('easy'); // a new game: the hint is for sale again
    expect((await spend('hint')).status).toBe(200);
    expect(await u.coins()).toBe(2);
    expect(await u.ledgerSum()).toBe(2);
    expect(await u.dailyEarned()).toBe(0);
  });

  it('keeps one active game per user: starting again closes the earlier one', async () => {
    const u = api(await player());
    const first = await u.start('easy');
    const second = await u.start('medium');
    expect(second.game_id).not.toBe(first.game_id);
    const stats = minigameStatsResponseSchema.parse(await (await u.get('stats/')).json()).data.stats.memory;
    expect(stats).toMatchObject({ isPlaying: true, totalGames: 1 });
    t.clock.advance(20_000);
    const mismatch = await u.post('save-result', { ...easyWin, game_type: 'memory' });
    expect(await mismatch.json()).toMatchObject({ code: 'GAME_RESULT_INVALID' });
    expect((await u.save({ ...easyWin, difficulty: 'medium', moves: 10, score: 120 })).coins_earned).toBe(10);
  });
});
