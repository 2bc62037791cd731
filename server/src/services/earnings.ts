import {
  ACHIEVEMENTS,
  GOAL_COMPLETED_EARNING,
  HABIT_TARGET_EARNING,
  NOTE_WRITTEN_EARNING,
  PAID_NOTES_PER_DAY,
  rewardKeys,
} from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';
import { type ConditionKind, evaluateAchievements } from './achievements.ts';
import { recordActivity } from './activity.ts';
import { type Award, type RewardContext, award, rewardsPaidOn } from './rewards.ts';

/*
 * The earning events of ECONOMY.md. Each runs inside the transaction of the change that earned it
 * (the services' own write transactions), pays through the ledger and then earns the achievements
 * the change can have reached.
 */

function achievementsWith(...kinds: ConditionKind[]) {
  return ACHIEVEMENTS.filter((a) => kinds.includes(a.condition.kind));
}

const GOAL_ACHIEVEMENTS = achievementsWith('goals_created', 'goals_completed');
const COMPLETED_GOAL_ACHIEVEMENTS = achievementsWith('goals_completed');
const NEW_HABIT_ACHIEVEMENTS = achievementsWith('habits_created');
const HABIT_PROGRESS_ACHIEVEMENTS = achievementsWith('habit_streak', 'early_habit_progress', 'perfect_habit_week');
const NOTE_ACHIEVEMENTS = achievementsWith('notes_written', 'diary_days_in_row', 'night_note', 'all_moods_in_a_week');
const SUBSCRIPTION_ACHIEVEMENTS = achievementsWith('subscription_bought');
const TREASURE_ACHIEVEMENTS = achievementsWith('gifts_owned');
const MEMORY_ACHIEVEMENTS = achievementsWith('memory_hard_game', 'memory_excellent_game');
const COMEBACK_ACHIEVEMENTS = achievementsWith('comeback_after_idle');

/** Every activity event (a goal or habit created, a goal completed, habit progress, a note, a memory game) marks the day active; a return after a week away earns comeback. */
async function rewardActivity(trx: Db, ctx: RewardContext): Promise<void> {
  await evaluateAchievements(trx, ctx, COMEBACK_ACHIEVEMENTS, { idleDaysBefore: await recordActivity(trx, ctx) });
}

/** Pays `award` unless the user was already paid `cap` rewards of its reason on their day. */
async function awardWithinDailyCap(trx: Db, ctx: RewardContext, reward: Award, cap: number): Promise<void> {
  if ((await rewardsPaidOn(trx, ctx.userId, reward.reason, ctx.today)) < cap) await award(trx, ctx, reward);
}

/** Pays a completed goal once, however often it is reactivated and completed again. */
async function payGoalCompleted(trx: Db, ctx: RewardContext, goalId: number): Promise<void> {
  await award(trx, ctx, { key: rewardKeys.goalCompleted(goalId), reason: 'goal_completed', ...GOAL_COMPLETED_EARNING });
}

/** A new goal: first_goal; one created completed is paid as completed and may reach goals_N. */
export async function rewardGoalCreated(trx: Db, ctx: RewardContext, goal: { id: number; completed: boolean }): Promise<void> {
  await rewardActivity(trx, ctx);
  if (goal.completed) await payGoalCompleted(trx, ctx, goal.id);
  await evaluateAchievements(trx, ctx, GOAL_ACHIEVEMENTS);
}

/** A goal became completed: paid once per goal; may reach goals_N. */
export async function rewardGoalCompleted(trx: Db, ctx: RewardContext, goalId: number): Promise<void> {
  await rewardActivity(trx, ctx);
  await payGoalCompleted(trx, ctx, goalId);
  await evaluateAchievements(trx, ctx, COMPLETED_GOAL_ACHIEVEMENTS);
}

export async function rewardHabitCreated(trx: Db, ctx: RewardContext): Promise<void> {
  await rewardActivity(trx, ctx);
  await evaluateAchievements(trx, ctx, NEW_HABIT_ACHIEVEMENTS);
}

/**
 * Progress was added to a habit today (ctx.now): early_bird; reaching the daily target pays once per
 * habit and local day (going below and back the same day pays nothing) and may reach streak_N.
 */
export async function rewardHabitProgress(
  trx: Db,
  ctx: RewardContext,
  progress: { habitId: number; reachedTarget: boolean; streak: number },
): Promise<void> {
  await rewardActivity(trx, ctx);
  if (progress.reachedTarget) {
    await award(trx, ctx, { key: rewardKeys.habitTarget(progress.habitId, ctx.today), reason: 'habit_target', ...HABIT_TARGET_EARNING });
  }
  await evaluateAchievements(trx, ctx, HABIT_PROGRESS_ACHIEVEMENTS, {
    habitProgressAt: ctx.now,
    habitStreak: progress.streak,
    habitTargetReached: progress.reachedTarget,
  });
}

/** A note was written (ctx.now): paid for the first PAID_NOTES_PER_DAY of the user's day. */
export async function rewardNoteWritten(trx: Db, ctx: RewardContext, noteId: number): Promise<void> {
  await rewardActivity(trx, ctx);
  await awardWithinDailyCap(trx, ctx, { key: rewardKeys.noteWritten(noteId), reason: 'note_written', ...NOTE_WRITTEN_EARNING }, PAID_NOTES_PER_DAY);
  await evaluateAchievements(trx, ctx, NOTE_ACHIEVEMENTS, { noteWrittenAt: ctx.now });
}

/** A subscription payment was credited: premium. */
export async function rewardSubscriptionBought(trx: Db, ctx: RewardContext): Promise<void> {
  await evaluateAchievements(trx, ctx, SUBSCRIPTION_ACHIEVEMENTS);
}

/** A treasure was received: first_treasure. */
export async function rewardGiftReceived(trx: Db, ctx: RewardContext): Promise<void> {
  await evaluateAchievements(trx, ctx, TREASURE_ACHIEVEMENTS);
}

/**
 * A memory game was closed (its row already saved): `coins` (its reward within the daily game limit)
 * are paid once per game; a completed game may earn memory_hard and memory_excellent.
 */
export async function rewardMemoryGameFinished(trx: Db, ctx: RewardContext, game: { gameId: number; completed: boolean; coins: number }): Promise<void> {
  await rewardActivity(trx, ctx);
  if (game.coins > 0) await award(trx, ctx, { key: rewardKeys.minigameResult(game.gameId), reason: 'memory_game', activityPoints: 0, coins: game.coins });
  if (game.completed) await evaluateAchievements(trx, ctx, MEMORY_ACHIEVEMENTS);
}
