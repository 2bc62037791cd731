import { TZDate } from '@date-fns/tz';

/**
 * What activity pays (ECONOMY.md "Earning"). Activity points set the status; coins are spent on
 * treasures only. Each payment is one ledger row whose key makes it once-only.
 */
export interface Earning {
  readonly activityPoints: number;
  readonly coins: number;
}

/** A habit reaches its daily target: once per habit and local day (no daily cap, ECONOMY.md). */
export const HABIT_TARGET_EARNING: Earning = { activityPoints: 1, coins: 2 };
/**
 * A goal is completed, by the complete action, an update or created so: once per goal
 * (reactivating and completing again pays nothing; no daily cap, ECONOMY.md).
 */
export const GOAL_COMPLETED_EARNING: Earning = { activityPoints: 5, coins: 10 };
/** A note is written: once per note, at most PAID_NOTES_PER_DAY a local day. */
export const NOTE_WRITTEN_EARNING: Earning = { activityPoints: 1, coins: 1 };
export const PAID_NOTES_PER_DAY = 3;

/**
 * Why a ledger row exists; daily caps count rows of one reason on one local day. 'gift_purchase'
 * and 'minigame_purchase' (a hint or joker) rows spend: their coins are negative.
 */
export const REWARD_REASONS = ['habit_target', 'goal_completed', 'note_written', 'achievement', 'gift_purchase', 'memory_game', 'minigame_purchase'] as const;
export type RewardReason = (typeof REWARD_REASONS)[number];

/** The idempotency keys of the ledger: the same key never pays twice. */
export const rewardKeys = {
  habitTarget: (habitId: number, day: string) => `habit:${habitId}:${day}`,
  goalCompleted: (goalId: number) => `goal:${goalId}`,
  noteWritten: (noteId: number) => `note:${noteId}`,
  achievement: (achievementKey: string) => `achievement:${achievementKey}`,
  /** A treasure is bought once: the same key never spends twice. */
  giftPurchase: (giftId: number) => `gift:${giftId}`,
  /** A finished game pays once. */
  minigameResult: (gameId: number) => `minigame:${gameId}`,
  /** A hint or joker is bought once per game. */
  minigameItem: (gameId: number, item: string) => `minigame:${gameId}:${item}`,
};

/** The hour 0-23 on the clock of `timeZone` at `instant` (night_owl, early_bird). */
export function localHourOf(instant: Date, timeZone: string): number {
  return new TZDate(instant.getTime(), timeZone).getHours();
}
