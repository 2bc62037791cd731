import type {
  GameStats,
  Minigame,
  MinigameResponse,
  MinigameStatsResponse,
  MinigamesResponse,
  SaveGameResultRequest,
  SaveGameResultResponse,
  SpendInGameResponse,
  StartGameResponse,
} from '@tracker/shared/contract';
import { MEMORY_GAME_TYPE, MEMORY_GIFT_KEY, MEMORY_ITEM_RULES, MEMORY_LEVELS, type MemoryDifficulty, type MemoryItem, withinRules, memoryRating, memoryReward, rewardKeys, type DeviceClock, NO_DEVICE_CLOCK, serverWindowStart } from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';
import { lockUser } from '../db/lock-user.ts';
import { DomainError } from '../domain-error.ts';
import { rewardMemoryGameFinished } from './earnings.ts';
import { balanceOf, coinsPaidOn, loadRewardContext, spend } from './rewards.ts';

/** The only mini-game; its id is fixed, as the catalogue is this one entry. */
const MEMORY_GAME_ID = 1;

/** 'memory' or 'Неизвестный тип игры'. */
function knownGameType(gameType: string): typeof MEMORY_GAME_TYPE {
  if (gameType !== MEMORY_GAME_TYPE) throw new DomainError('UNKNOWN_GAME_TYPE');
  return MEMORY_GAME_TYPE;
}

/** Coins paid for the user's games of `type` finished since `since` (ISO), on the server's clock (GAME_COINS_IN_24_HOURS_MAX). */
async function gameCoinsSince(db: Db, userId: number, type: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('minigame_games')
    .select((eb) => eb.fn.sum<number | string | null>('coins_earned').as('coins'))
    .where('user_id', '=', userId)
    .where('game_type', '=', type)
    .where('finished_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.coins ?? 0);
}

/** The 'Мемори' treasure's row and whether the user owns it. */
function memoryGiftOf(db: Db, userId: number) {
  return db
    .selectFrom('gifts')
    .leftJoin('user_gifts', (join) => join.onRef('user_gifts.gift_id', '=', 'gifts.id').on('user_gifts.user_id', '=', userId))
    .select(['gifts.id', 'gifts.title', 'gifts.description', 'gifts.icon', 'user_gifts.id as owned_id'])
    .where('gifts.key', '=', MEMORY_GIFT_KEY)
    .executeTakeFirstOrThrow();
}

/** The game's catalogue entry: the 'Мемори' treasure's title, description and icon. */
async function memoryMinigame(db: Db, userId: number): Promise<Minigame> {
  const gift = await memoryGiftOf(db, userId);
  return {
    id: MEMORY_GAME_ID,
    game_type: MEMORY_GAME_TYPE,
    gift_id: gift.id,
    title: gift.title,
    description: gift.description,
    icon: gift.icon,
    is_owned: gift.owned_id !== null,
  };
}

/** GET /api/minigames/. */
export async function listMinigames(db: Db, userId: number): Promise<MinigamesResponse> {
  return { success: true, data: { minigames: [await memoryMinigame(db, userId)] } };
}

/** GET /api/minigames/{id}/. */
export async function minigameById(db: Db, userId: number, id: number): Promise<MinigameResponse> {
  if (id !== MEMORY_GAME_ID) throw new DomainError('MINIGAME_NOT_FOUND');
  return { success: true, data: await memoryMinigame(db, userId) };
}

/** GET /api/minigames/stats/: finished games only; a game in progress sets isPlaying. */
export async function minigameStats(db: Db, userId: number): Promise<MinigameStatsResponse> {
  const row = await db
    .selectFrom('minigame_games')
    .select((eb) => [
      eb.fn.max('score').as('best'),
      eb.fn.count('finished_at').as('finished'),
      eb.fn.sum('time_seconds').as('time'),
      eb.fn.countAll().as('all'),
    ])
    .where('user_id', '=', userId)
    .where('game_type', '=', MEMORY_GAME_TYPE)
    .executeTakeFirstOrThrow();
  const memory: GameStats = {
    isPlaying: Number(row.all) > Number(row.finished),
    currentScore: 0,
    bestScore: Number(row.best ?? 0),
    totalGames: Number(row.finished),
    totalTime: Number(row.time ?? 0),
  };
  return { success: true, data: { stats: { memory } } };
}

function activeGame(trx: Db, userId: number, gameType: string) {
  return trx
    .selectFrom('minigame_games')
    .selectAll()
    .where('user_id', '=', userId)
    .where('game_type', '=', gameType)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
}

/** A new unfinished game row. */
function openGame(trx: Db, userId: number, type: typeof MEMORY_GAME_TYPE, difficulty: MemoryDifficulty, startedAt: string) {
  return trx
    .insertInto('minigame_games')
    .values({ user_id: userId, game_type: type, difficulty, started_at: startedAt, finished_at: null, completed: 0, score: null, time_seconds: null, moves: null, rating: null, coins_earned: 0 })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * POST /api/minigames/start/: opens the user's one active game (an unfinished earlier one is closed
 * as not completed), at the server's time. Only owners of the 'Мемори' treasure play.
 */
export async function startGame(db: Db, userId: number, gameType: string, difficulty: MemoryDifficulty, now: Date): Promise<StartGameResponse> {
  const type = knownGameType(gameType);
  if ((await memoryGiftOf(db, userId)).owned_id === null) throw new DomainError('MINIGAME_NOT_OWNED');
  const startedAt = now.toISOString();
  const gameId = await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    await trx
      .updateTable('minigame_games')
      .set({ finished_at: startedAt })
      .where('user_id', '=', userId)
      .where('finished_at', 'is', null)
      .execute();
    return (await openGame(trx, userId, type, difficulty, startedAt)).id;
  });
  return { success: true, data: { game_id: gameId, game_type: type, difficulty, started_at: startedAt } };
}

/** POST /api/minigames/spend/: a hint or joker, each bought once per game (a negative ledger row keyed by game and item). */
export async function spendInGame(db: Db, userId: number, gameType: string, item: MemoryItem, now: Date, device: DeviceClock = NO_DEVICE_CLOCK): Promise<SpendInGameResponse> {
  const type = knownGameType(gameType);
  const ctx = await loadRewardContext(db, userId, now, device);
  const { cost } = MEMORY_ITEM_RULES[item];
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const game = await activeGame(trx, userId, type);
    if (!game) throw new DomainError('NO_ACTIVE_GAME');
    await spend(trx, ctx, { key: rewardKeys.minigameItem(game.id, item), reason: 'minigame_purchase', cost, alreadySpent: 'MINIGAME_ITEM_USED' });
  });
  return { success: true, data: { item, coins_spent: cost, new_balance: await balanceOf(db, userId) } };
}

/**
 * POST /api/minigames/save-result/: closes the active game with its result. A completed game pays
 * its difficulty's coins within the daily game limit, once per game, and may earn memory_hard and
 * memory_excellent. The difficulty is the one the game was started with. A result with no started
 * game (the spec's REST table has no start call) is a game played at once; the daily limit bounds
 * its coins. The numbers are kept only as far as the rules allow (`withinRules`): they never
 * refuse a result, since coins do not depend on them, but a best score cannot be made up.
 */
export async function saveGameResult(db: Db, userId: number, result: SaveGameResultRequest, now: Date, device: DeviceClock = NO_DEVICE_CLOCK): Promise<SaveGameResultResponse> {
  const type = knownGameType(result.game_type);
  const ctx = await loadRewardContext(db, userId, now, device);
  const coinsEarned = await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const started = await activeGame(trx, userId, type);
    if (started && result.difficulty !== started.difficulty) throw new DomainError('GAME_RESULT_INVALID');
    const game = started ?? (await openGame(trx, userId, type, result.difficulty, new Date(now.getTime() - result.time * 1000).toISOString()));
    const elapsedSeconds = started ? (now.getTime() - Date.parse(game.started_at)) / 1000 : result.time;
    const kept = withinRules(game.difficulty, result, elapsedSeconds);
    const paid = {
      today: await coinsPaidOn(trx, userId, 'memory_game', ctx.today),
      last24Hours: await gameCoinsSince(trx, userId, type, serverWindowStart(now)),
    };
    const coins = memoryReward(game.difficulty, result.completed, paid);
    await trx
      .updateTable('minigame_games')
      .set({
        finished_at: now.toISOString(),
        completed: result.completed ? 1 : 0,
        score: kept.score,
        time_seconds: kept.time,
        moves: kept.moves,
        rating: result.completed ? memoryRating(MEMORY_LEVELS[game.difficulty].cards, kept.moves) : null,
        coins_earned: coins,
      })
      .where('id', '=', game.id)
      .execute();
    await rewardMemoryGameFinished(trx, ctx, { gameId: game.id, completed: result.completed, coins });
    return coins;
  });
  return { success: true, data: { coins_earned: coinsEarned, new_balance: await balanceOf(db, userId) } };
}
