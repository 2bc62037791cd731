import type { Achievement, AchievementsQuery, AchievementsResponse } from '@tracker/shared/contract';
import { achievementsTexts } from '@tracker/shared/texts';
import {
  ACHIEVEMENT_NOTIFICATION,
  type AchievementCondition,
  COMEBACK_IDLE_DAYS,
  type AchievementDefinition,
  EARLY_BIRD_END_HOUR,
  NIGHT_OWL_END_HOUR,
  PERFECT_WEEK_DAYS,
  RAINBOW_DAYS,
  addDays,
  hasAllMoodsWithinAWeek,
  isAchievementSecret,
  isPerfectWeek,
  localHourOf,
  longestDayRun,
  secretAchievementKey,
  rewardKeys,
} from '@tracker/shared/domain';
import { notificationListTexts } from '@tracker/shared/texts';
import type { Db } from '../db/create-db.ts';
import { pagedRows } from '../db/paged.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { DomainError } from '../domain-error.ts';
import { isStoredHabitDueOn } from './habits.ts';
import { createNotification } from './notifications.ts';
import { type RewardContext, award } from './rewards.ts';

export type ConditionKind = AchievementCondition['kind'];

/**
 * What the caller already knows about the event that triggers an evaluation. A fact left out is
 * read from the database where it is stored; one that is not stored anywhere (the time of a habit
 * mark, a streak) counts as not reached.
 */
export interface KnownFacts {
  /** The streak to judge streak_N by: the habit just marked, or the best of the user's habits. */
  habitStreak?: number;
  /** The instant of the note just written (night_owl judges it alone, without a scan). */
  noteWrittenAt?: Date;
  /** The instant of the habit progress just made (early_bird). */
  habitProgressAt?: Date;
  /** Whether the habit progress just made reached its daily target (only then can a streak grow or a week become perfect). */
  habitTargetReached?: boolean;
  /** The whole days without activity before the activity just recorded (recordActivity). */
  idleDaysBefore?: number;
}

/** The catalogue joined with the user's earned rows. */
function catalogueFor(db: Db, userId: number) {
  return db
    .selectFrom('achievements')
    .leftJoin('user_achievements', (join) =>
      join.onRef('user_achievements.achievement_id', '=', 'achievements.id').on('user_achievements.user_id', '=', userId),
    )
    .select([
      'achievements.id',
      'achievements.key',
      'achievements.title',
      'achievements.description',
      'achievements.image_url',
      'achievements.is_hidden',
      'achievements.coins_reward',
      'achievements.status_points_reward',
      'achievements.sort_order',
      'user_achievements.earned_at',
    ]);
}

type CatalogueRow = Awaited<ReturnType<ReturnType<typeof catalogueFor>['executeTakeFirstOrThrow']>>;

// Prepared: a habit +1 that meets its target or comes early reads it; so do the facts below.
const notYetEarned = preparedQuery((db, p: { userId: number }) =>
  catalogueFor(db, p.userId).where('user_achievements.earned_at', 'is', null).orderBy('achievements.sort_order').orderBy('achievements.id'),
);

/** A hidden achievement's key, title, description and image are sent only once it is earned, so the secret is not in the network tab. */
function toAchievement(row: CatalogueRow): Achievement {
  const secret = isAchievementSecret({ is_hidden: row.is_hidden === 1, is_earned: row.earned_at !== null });
  return {
    id: row.id,
    key: secret ? secretAchievementKey(row.id) : row.key,
    title: secret ? achievementsTexts.hiddenLabel : row.title,
    description: secret ? achievementsTexts.secretDescription : row.description,
    image_url: secret ? null : row.image_url,
    is_earned: row.earned_at !== null,
    is_hidden: row.is_hidden === 1,
    earned_at: row.earned_at,
    coins_reward: row.coins_reward,
    status_points_reward: row.status_points_reward,
  };
}

/**
 * The list of rewards.md 2.8: the earned ones newest first, then the rest in catalogue order (so
 * Home's 'Последние достижения', the first 3 of `all`, are the latest earned).
 */
export async function listAchievements(db: Db, userId: number, query: AchievementsQuery): Promise<AchievementsResponse> {
  let base = catalogueFor(db, userId);
  if (query.status === 'earned') base = base.where('user_achievements.earned_at', 'is not', null);
  if (query.status === 'not_earned') base = base.where('user_achievements.earned_at', 'is', null);
  const ordered =
    query.status === 'not_earned'
      ? base
      : base
          .orderBy((eb) => eb.case().when('user_achievements.earned_at', 'is', null).then(1).else(0).end())
          .orderBy('user_achievements.earned_at', 'desc');
  const { rows, total, hasMore } = await pagedRows(ordered.orderBy('achievements.sort_order').orderBy('achievements.id'), query.page, query.page_size);
  return { success: true, achievements: rows.map(toAchievement), has_more: hasMore, total_count: total };
}

/** One achievement as the user sees it; an unknown id is a 404. */
export async function achievementFor(db: Db, userId: number, achievementId: number): Promise<Achievement> {
  const row = await catalogueFor(db, userId).where('achievements.id', '=', achievementId).executeTakeFirst();
  if (!row) throw new DomainError('ACHIEVEMENT_NOT_FOUND');
  return toAchievement(row);
}

async function countOf(trx: Db, table: 'goals' | 'habits' | 'notes' | 'user_gifts', userId: number, completedGoalsOnly = false): Promise<number> {
  let query = trx.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).where('user_id', '=', userId);
  if (completedGoalsOnly) query = query.where('status', '=', 'completed');
  return Number((await query.executeTakeFirstOrThrow()).n);
}

async function hasCompletedGame(trx: Db, userId: number, ...[column, value]: ['difficulty', 'hard'] | ['rating', 'excellent']): Promise<boolean> {
  const row = await trx.selectFrom('minigame_games').select('id').where('user_id', '=', userId).where('completed', '=', 1).where(column, '=', value).executeTakeFirst();
  return row !== undefined;
}

/** night_owl's hours, on the user's clock. */
function isNightHour(instant: Date, timezone: string): boolean {
  return localHourOf(instant, timezone) < NIGHT_OWL_END_HOUR;
}

const activeHabitsOf = preparedQuery((db, p: { userId: number }) =>
  db.selectFrom('habits').select(['id', 'is_active', 'frequency', 'week_days', 'start_day', 'end_day']).where('user_id', '=', p.userId).where('is_active', '=', 1),
);
/** The days since `since` on which the user's active habits met their target. */
const targetsMetSince = preparedQuery((db, p: { userId: number; since: string }) =>
  db
    .selectFrom('habit_days')
    .innerJoin('habits', 'habits.id', 'habit_days.habit_id')
    .select(['habit_days.habit_id', 'habit_days.day'])
    .where('habits.user_id', '=', p.userId)
    .where('habits.is_active', '=', 1)
    .where('habit_days.day', '>=', p.since)
    .whereRef('habit_days.progress', '>=', 'habit_days.target'),
);

/** Reads each stored fact once per evaluation, however many achievements need it. */
function factsOf(trx: Db, ctx: RewardContext, known: KnownFacts) {
  const memo = new Map<string, Promise<number | boolean>>();
  const once = <T extends number | boolean>(name: string, read: () => Promise<T>): Promise<T> => {
    if (!memo.has(name)) memo.set(name, read());
    return memo.get(name) as Promise<T>;
  };
  return {
    goalsCreated: () => once('goalsCreated', () => countOf(trx, 'goals', ctx.userId)),
    goalsCompleted: () => once('goalsCompleted', () => countOf(trx, 'goals', ctx.userId, true)),
    habitsCreated: () => once('habitsCreated', () => countOf(trx, 'habits', ctx.userId)),
    notesWritten: () => once('notesWritten', () => countOf(trx, 'notes', ctx.userId)),
    giftsOwned: () => once('giftsOwned', () => countOf(trx, 'user_gifts', ctx.userId)),
    diaryDaysInRow: () =>
      once('diaryDaysInRow', async () => {
        const rows = await trx.selectFrom('notes').select('day').distinct().where('user_id', '=', ctx.userId).execute();
        return longestDayRun(rows.map((r) => r.day));
      }),
    /** Any stored note written at night, on the user's clock of today's zone (no note event). */
    nightNote: () =>
      once('nightNote', async () => {
        const rows = await trx.selectFrom('notes').select('created_at').where('user_id', '=', ctx.userId).execute();
        return rows.some((r) => isNightHour(new Date(r.created_at), ctx.timezone));
      }),
    /** A note was just written: only weeks that hold today can be new; else every stored note. */
    allMoodsInAWeek: () =>
      once('allMoodsInAWeek', async () => {
        let query = trx.selectFrom('notes').select(['day', 'mood']).where('user_id', '=', ctx.userId);
        if (known.noteWrittenAt) query = query.where('day', '>', addDays(ctx.today, -RAINBOW_DAYS));
        return hasAllMoodsWithinAWeek(await query.execute());
      }),
    /** Every habit due in the last PERFECT_WEEK_DAYS days met its target (only active habits can be due). */
    perfectWeek: () =>
      once('perfectWeek', async () => {
        const habits = await activeHabitsOf.all(trx, { userId: ctx.userId });
        if (habits.length === 0) return false;
        const done = await targetsMetSince.all(trx, { userId: ctx.userId, since: addDays(ctx.today, -(PERFECT_WEEK_DAYS - 1)) });
        const week = habits.map((h) => ({
          isDueOn: (day: string) => isStoredHabitDueOn(h, day),
          doneDays: new Set(done.filter((d) => d.habit_id === h.id).map((d) => d.day)),
        }));
        return isPerfectWeek(week, ctx.today);
      }),
    /** A completed memory game of the hard difficulty. */
    memoryHardGame: () => once('memoryHardGame', () => hasCompletedGame(trx, ctx.userId, 'difficulty', 'hard')),
    /** A completed memory game rated excellent. */
    memoryExcellentGame: () => once('memoryExcellentGame', () => hasCompletedGame(trx, ctx.userId, 'rating', 'excellent')),
    subscriptionBought: () =>
      once('subscriptionBought', async () => {
        const paid = await trx.selectFrom('payments').select('id').where('user_id', '=', ctx.userId).where('refunded_at', 'is', null).executeTakeFirst();
        return paid !== undefined;
      }),
  };
}

/**
 * The verdict the event's own facts give without reading the database (a streak, the hour of a
 * mark or note), or undefined when stored data decides. Lets a +1 that reaches nothing skip every query.
 */
function knownVerdict(condition: AchievementCondition, known: KnownFacts, timezone: string): boolean | undefined {
  switch (condition.kind) {
    case 'habit_streak':
      // A streak grows only on the +1 that meets a day's target: any other +1 cannot reach streak_N.
      return known.habitTargetReached === false ? false : (known.habitStreak ?? 0) >= condition.min;
    case 'early_habit_progress':
      return known.habitProgressAt !== undefined && localHourOf(known.habitProgressAt, timezone) < EARLY_BIRD_END_HOUR;
    case 'night_note':
      return known.noteWrittenAt === undefined ? undefined : isNightHour(known.noteWrittenAt, timezone);
    case 'comeback_after_idle':
      return (known.idleDaysBefore ?? 0) >= COMEBACK_IDLE_DAYS;
    case 'perfect_habit_week':
      return known.habitTargetReached === false ? false : undefined;
    default:
      return undefined;
  }
}

async function isMet(condition: AchievementCondition, facts: ReturnType<typeof factsOf>, known: KnownFacts, timezone: string): Promise<boolean> {
  const verdict = knownVerdict(condition, known, timezone);
  if (verdict !== undefined) return verdict;
  switch (condition.kind) {
    case 'goals_created':
      return (await facts.goalsCreated()) >= condition.min;
    case 'goals_completed':
      return (await facts.goalsCompleted()) >= condition.min;
    case 'habits_created':
      return (await facts.habitsCreated()) >= condition.min;
    case 'notes_written':
      return (await facts.notesWritten()) >= condition.min;
    case 'diary_days_in_row':
      return (await facts.diaryDaysInRow()) >= condition.min;
    case 'gifts_owned':
      return (await facts.giftsOwned()) >= condition.min;
    case 'night_note':
      return facts.nightNote();
    case 'subscription_bought':
      return facts.subscriptionBought();
    case 'all_moods_in_a_week':
      return facts.allMoodsInAWeek();
    case 'perfect_habit_week':
      return facts.perfectWeek();
    case 'memory_hard_game':
      return facts.memoryHardGame();
    case 'memory_excellent_game':
      return facts.memoryExcellentGame();
    default:
      return false;
  }
}

/** Records the achievement for the user once, pays its rewards through the ledger and tells them in a notification; null when it was already theirs. */
async function grant(trx: Db, ctx: RewardContext, row: CatalogueRow): Promise<Achievement | null> {
  const earnedAt = ctx.now.toISOString();
  const inserted = await trx
    .insertInto('user_achievements')
    .values({ user_id: ctx.userId, achievement_id: row.id, earned_at: earnedAt })
    .onConflict((oc) => oc.columns(['user_id', 'achievement_id']).doNothing())
    .returning('achievement_id')
    .executeTakeFirst();
  if (!inserted) return null;
  await award(trx, ctx, {
    key: rewardKeys.achievement(row.key),
    reason: 'achievement',
    activityPoints: row.status_points_reward,
    coins: row.coins_reward,
  });
  await createNotification(
    trx,
    ctx.userId,
    {
      ...ACHIEVEMENT_NOTIFICATION,
      title: notificationListTexts.achievementTitle(row.title),
      message: notificationListTexts.achievementMessage(row.coins_reward, row.status_points_reward),
    },
    ctx.now,
  );
  return toAchievement({ ...row, earned_at: earnedAt });
}

/**
 * Earns every achievement of `definitions` whose condition the user now meets and has not earned
 * yet, inside the caller's transaction. Answers the newly earned ones, in catalogue order.
 */
export async function evaluateAchievements(
  trx: Db,
  ctx: RewardContext,
  definitions: readonly AchievementDefinition[],
  known: KnownFacts = {},
): Promise<Achievement[]> {
  const open = definitions.filter((d) => knownVerdict(d.condition, known, ctx.timezone) !== false);
  if (open.length === 0) return [];
  const byKey = new Map(open.map((d) => [d.key, d]));
  const rows = (await notYetEarned.all(trx, { userId: ctx.userId })).filter((row) => byKey.has(row.key));
  const facts = factsOf(trx, ctx, known);
  const earned: Achievement[] = [];
  for (const row of rows) {
    const definition = byKey.get(row.key)!;
    if (!(await isMet(definition.condition, facts, known, ctx.timezone))) continue;
    const achievement = await grant(trx, ctx, row);
    if (achievement) earned.push(achievement);
  }
  return earned;
}
