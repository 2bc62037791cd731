import { z } from 'zod';
import { MEMORY_DIFFICULTIES, MEMORY_GAME_TYPE, MEMORY_ITEMS } from '../domain/memory-game.ts';

/** rewards.md 3 "Mini-game": the memory game, tied to its treasure. */
export const minigameSchema = z.object({
  id: z.number().int(),
  game_type: z.literal(MEMORY_GAME_TYPE),
  gift_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  /** Whether the user owns the treasure and so may play. */
  is_owned: z.boolean(),
});
export type Minigame = z.infer<typeof minigameSchema>;

export const minigamesResponseSchema = z.object({ success: z.literal(true), data: z.object({ minigames: z.array(minigameSchema) }) });
export type MinigamesResponse = z.infer<typeof minigamesResponseSchema>;

export const minigameResponseSchema = z.object({ success: z.literal(true), data: minigameSchema });
export type MinigameResponse = z.infer<typeof minigameResponseSchema>;

/** rewards.md 3 "Game stats per game type". */
export const gameStatsSchema = z.object({
  isPlaying: z.boolean(),
  currentScore: z.number().int(),
  bestScore: z.number().int(),
  totalGames: z.number().int(),
  totalTime: z.number().int(),
});
export type GameStats = z.infer<typeof gameStatsSchema>;

export const minigameStatsResponseSchema = z.object({ success: z.literal(true), data: z.object({ stats: z.object({ memory: gameStatsSchema }) }) });
export type MinigameStatsResponse = z.infer<typeof minigameStatsResponseSchema>;

/** The game type is any string: an unknown one answers 'Неизвестный тип игры' (rewards.md 4.2). */
const gameTypeSchema = z.string().min(1).max(40);

export const startGameRequestSchema = z.object({ game_type: gameTypeSchema, difficulty: z.enum(MEMORY_DIFFICULTIES) });
export type StartGameRequest = z.infer<typeof startGameRequestSchema>;

export const startGameResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ game_id: z.number().int(), game_type: z.literal(MEMORY_GAME_TYPE), difficulty: z.enum(MEMORY_DIFFICULTIES), started_at: z.string() }),
});
export type StartGameResponse = z.infer<typeof startGameResponseSchema>;

export const spendInGameRequestSchema = z.object({ game_type: gameTypeSchema, item: z.enum(MEMORY_ITEMS) });
export type SpendInGameRequest = z.infer<typeof spendInGameRequestSchema>;

export const spendInGameResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ item: z.enum(MEMORY_ITEMS), coins_spent: z.number().int(), new_balance: z.number().int() }),
});
export type SpendInGameResponse = z.infer<typeof spendInGameResponseSchema>;

const count = z.number().int().min(0).max(100_000);

/** rewards.md 3 "Result sent on game end"; time in whole seconds. */
export const saveGameResultRequestSchema = z.object({
  game_type: gameTypeSchema,
  score: count,
  time: count,
  moves: count,
  difficulty: z.enum(MEMORY_DIFFICULTIES),
  completed: z.boolean(),
});
export type SaveGameResultRequest = z.infer<typeof saveGameResultRequestSchema>;

export const saveGameResultResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ coins_earned: z.number().int(), new_balance: z.number().int() }),
});
export type SaveGameResultResponse = z.infer<typeof saveGameResultResponseSchema>;
