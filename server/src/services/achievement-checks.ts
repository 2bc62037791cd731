import type { Achievement, CheckAchievementsResponse, MarkEarnedResponse } from '@tracker/shared/contract';
import { ACHIEVEMENTS, type AchievementDefinition, type AchievementType, type DeviceClock, NO_DEVICE_CLOCK } from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';
import { lockUser } from '../db/lock-user.ts';
import { DomainError } from '../domain-error.ts';
import { achievementFor, evaluateAchievements } from './achievements.ts';
import { listHabits } from './habits.ts';
import { loadRewardContext } from './rewards.ts';

/** The best current streak among the user's habits, as the habit answers show it. */
async function bestHabitStreak(db: Db, userId: number, today: string): Promise<number> {
  const { active_habits, completed_habits } = await listHabits(db, userId, today);
  return Math.max(0, ...[...active_habits, ...completed_habits].map((h) => h.streak));
}

/** Evaluates `definitions` against what is stored now, in one transaction per user. */
async function earnFromStoredData(db: Db, userId: number, definitions: readonly AchievementDefinition[], now: Date, device: DeviceClock): Promise<Achievement[]> {
  const ctx = await loadRewardContext(db, userId, now, device);
  const needsStreak = definitions.some((d) => d.condition.kind === 'habit_streak');
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const habitStreak = needsStreak ? await bestHabitStreak(trx, userId, ctx.today) : 0;
    return evaluateAchievements(trx, ctx, definitions, { habitStreak });
  });
}

/** POST /api/achievements/check/: earns what the stored data already proves (idempotent). */
export async function checkAchievements(db: Db, userId: number, type: AchievementType | null, now: Date, device: DeviceClock = NO_DEVICE_CLOCK): Promise<CheckAchievementsResponse> {
  const definitions = ACHIEVEMENTS.filter((a) => type === null || a.type === type);
  return { success: true, awarded_achievements: await earnFromStoredData(db, userId, definitions, now, device) };
}

/**
 * POST /api/achievements/mark-earned/: the client only asks; the server re-checks the condition.
 * Already earned answers it again; a condition not met is ACHIEVEMENT_NOT_MET.
 */
export async function markAchievementEarned(db: Db, userId: number, achievementId: number, now: Date, device: DeviceClock = NO_DEVICE_CLOCK): Promise<MarkEarnedResponse> {
  const current = await achievementFor(db, userId, achievementId);
  if (current.is_earned) return { success: true, achievement: current };
  const definition = ACHIEVEMENTS.find((a) => a.key === current.key);
  if (definition) await earnFromStoredData(db, userId, [definition], now, device);
  const after = await achievementFor(db, userId, achievementId);
  if (!after.is_earned) throw new DomainError('ACHIEVEMENT_NOT_MET');
  return { success: true, achievement: after };
}
