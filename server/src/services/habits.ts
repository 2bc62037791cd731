import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import {
  type CreateHabitRequest,
  type Habit,
  type HabitProgressResponse,
  type HabitsResponse,
  type UpdateHabitRequest,
  scheduleIssues,
} from '@tracker/shared/contract';
import { CATEGORY_OTHER, STREAK_LOOKBACK_DAYS, addDays, dayKeyFor, freeTierDay, habitCalendarStatus, habitLastDay, habitStreak, isDueOn, isHabitActiveOn, isScheduledOn, normalizeWeekDays, type DeviceClock, NO_DEVICE_CLOCK } from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';
import { lockUser } from '../db/lock-user.ts';
import { joinedTexts, splitTexts } from '../db/joined-texts.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database, HabitsTable } from '../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { assertNoFieldIssues, mergedCategory } from './category.ts';
import { rewardHabitCreated, rewardHabitProgress } from './earnings.ts';
import { assertWithinFreeLimit } from './free-tier.ts';
import { rewardContextOf } from './rewards.ts';
import { type UserDay, userDayOf } from './user-day.ts';

type HabitRow = Selectable<HabitsTable>;
const DEFAULT_HABIT_ICON = 'change';
/** Days of history read for streaks and completed dates: as far back as a streak is counted. */
const HISTORY_DAYS = STREAK_LOOKBACK_DAYS;

type StoredSchedule = Pick<HabitRow, 'is_active' | 'end_day' | 'start_day' | 'frequency' | 'week_days'>;

/** The domain's "active on a day" (isHabitActiveOn) for a stored habit row. */
function isEffectivelyActive(row: StoredSchedule, today: string): boolean {
  return isHabitActiveOn({ is_active: row.is_active === 1, end_day: row.end_day }, today);
}

/** The domain's "due on a day" for a stored habit row (the app's list and the habit reminder). */
export function isStoredHabitDueOn(row: StoredSchedule, day: string): boolean {
  return isDueOn({ ...scheduleOf(row), is_active: isEffectivelyActive(row, day), start_date: row.start_day }, day);
}

function scheduleOf(row: StoredSchedule) {
  return { frequency: row.frequency, week_days: JSON.parse(row.week_days) as number[], start_day: row.start_day };
}

/**
 * What the rules read of a habit's stored days within the history window: the days whose target
 * was met (ascending), today's progress and every day's progress (shown for period habits).
 */
interface HabitHistory {
  completed: string[];
  todayProgress: number;
  dayProgress: () => Record<string, number>;
}

/** A new habit's history. */
const NO_HISTORY: HabitHistory = { completed: [], todayProgress: 0, dayProgress: () => ({}) };

/** A habit's history as `historyColumns` answer it. */
function historyOfStored(row: StoredHistory): HabitHistory {
  return {
    completed: splitTexts(row.completed_days).sort(),
    todayProgress: row.today_progress ?? 0,
    dayProgress: () =>
      Object.fromEntries(
        splitTexts(row.day_progress).map((entry) => {
          const [day, progress] = entry.split('=');
          return [day!, Number(progress)];
        }),
      ),
  };
}

function progressOf(row: HabitRow, history: HabitHistory, today: string): Omit<HabitProgressResponse, 'success'> {
  return {
    daily_progress: history.todayProgress,
    daily_target: row.daily_target,
    streak: habitStreak(scheduleOf(row), history.completed, today),
    completed_dates: history.completed,
    last_completed: history.completed.at(-1) ?? null,
  };
}

function toHabit(row: HabitRow, history: HabitHistory, today: string): Habit {
  const schedule = scheduleOf(row);
  const progress = progressOf(row, history, today);
  const active = isEffectivelyActive(row, today);
  const isPeriod = row.end_day !== null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    custom_category_title: row.custom_category_title,
    icon: row.icon,
    frequency: row.frequency,
    week_days: schedule.week_days,
    duration: row.duration,
    period_value: row.period_value,
    period_unit: row.period_unit,
    ...progress,
    is_active: active,
    is_due_today: isStoredHabitDueOn(row, today),
    start_date: row.start_day,
    end_date: row.end_day,
    day_progress: isPeriod ? history.dayProgress() : {},
    calendar_status: habitCalendarStatus({ is_active: active, last_completed: progress.last_completed, deadline: row.end_day }, today),
    created_at: row.created_at,
  };
}

const habitOfUser = preparedQuery((db, p: { userId: number; habitId: number }) =>
  db.selectFrom('habits').selectAll().where('id', '=', p.habitId).where('user_id', '=', p.userId),
);

type StoredHistory = { completed_days: string | null; day_progress: string | null; today_progress: number | null };

/**
 * A habit's history since `since` in three values of its row: the days whose target was met and
 * (for period habits only) every stored 'day=progress', each as joined texts, and today's progress.
 * The list of a user with a year of days per habit answers twice as fast this way as with its days
 * as JSON objects (README "Performance").
 */
function historyColumns(db: Db, eb: ExpressionBuilder<Database, 'habits'>, p: { since: string; today: string }) {
  const daysOfHabit = () => eb.selectFrom('habit_days').whereRef('habit_days.habit_id', '=', 'habits.id');
  return [
    daysOfHabit()
      .select((days) => joinedTexts(db, days.ref('habit_days.day')).as('days'))
      .where('habit_days.day', '>=', p.since)
      .whereRef('habit_days.progress', '>=', 'habit_days.target')
      .as('completed_days'),
    daysOfHabit()
      .select((days) => joinedTexts(db, sql<string>`${days.ref('habit_days.day')} || '=' || ${days.ref('habit_days.progress')}`).as('days'))
      .where('habit_days.day', '>=', p.since)
      .where('habits.end_day', 'is not', null)
      .as('day_progress'),
    daysOfHabit().select('habit_days.progress').where('habit_days.day', '=', p.today).as('today_progress'),
  ];
}

/** A user's habits, newest first, each with its history (`historyColumns`). */
const habitsWithHistoryOfUser = preparedQuery((db, p: { userId: number; since: string; today: string }) =>
  db
    .selectFrom('habits')
    .selectAll('habits')
    .select((eb) => historyColumns(db, eb, p))
    .where('habits.user_id', '=', p.userId)
    .orderBy('habits.id', 'desc'),
);

/** One habit's history (`historyColumns`). */
const historyOfHabit = preparedQuery((db, p: { habitId: number; since: string; today: string }) =>
  db
    .selectFrom('habits')
    .select((eb) => historyColumns(db, eb, p))
    .where('habits.id', '=', p.habitId),
);

async function habitRow(db: Db, userId: number, habitId: number): Promise<HabitRow> {
  const row = await habitOfUser.first(db, { userId, habitId });
  if (!row) throw new DomainError('HABIT_NOT_FOUND');
  return row;
}

/** The history of one habit within the history window. */
async function recentHistoryOf(db: Db, habitId: number, today: string): Promise<HabitHistory> {
  const stored = await historyOfHabit.first(db, { habitId, since: historyStart(today), today });
  return stored ? historyOfStored(stored) : NO_HISTORY;
}

function historyStart(today: string): string {
  return addDays(today, -HISTORY_DAYS);
}

/** The free tier's day (shared freeTierDay) for a user's day and the server's now. */
function freeTierDayOf({ today, timezone }: UserDay, now: Date): string {
  return freeTierDay(today, dayKeyFor(now, timezone));
}

async function activeHabitCount(db: Db, userId: number, today: string): Promise<number> {
  const row = await db
    .selectFrom('habits')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    // isHabitActiveOn (shared/domain/habit-today.ts) in SQL: switched on and a period habit's last day not passed.
    .where('is_active', '=', 1)
    .where((eb) => eb.or([eb('end_day', 'is', null), eb('end_day', '>=', today)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every habit of a user as of their `today` (userDayOf). */
export async function listHabits(db: Db, userId: number, today: string): Promise<HabitsResponse> {
  const rows = await habitsWithHistoryOfUser.all(db, { userId, since: historyStart(today), today });
  const habits = rows.map((r) => toHabit(r, historyOfStored(r), today));
  return {
    success: true,
    active_habits: habits.filter((h) => h.is_active),
    completed_habits: habits.filter((h) => !h.is_active),
  };
}

export async function getHabit(db: Db, userId: number, habitId: number, now: Date, device: DeviceClock = NO_DEVICE_CLOCK): Promise<Habit> {
  const { today } = await userDayOf(db, userId, now, device);
  const row = await habitRow(db, userId, habitId);
  return toHabit(row, await recentHistoryOf(db, row.id, today), today);
}

/** Creates a habit; a free user may hold at most 3 active habits (formed ones do not count). */
export async function createHabit(db: Db, userId: number, input: CreateHabitRequest, now: Date, device: DeviceClock = NO_DEVICE_CLOCK): Promise<Habit> {
  const day = await userDayOf(db, userId, now, device);
  const { today, isSubscribed } = day;
  const period = input.duration === 'period' ? { value: input.period_value ?? null, unit: input.period_unit ?? null } : { value: null, unit: null };
  const row = await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    assertWithinFreeLimit('habits', await activeHabitCount(trx, userId, freeTierDayOf(day, now)), isSubscribed);
    const created = await trx
      .insertInto('habits')
      .values({
        user_id: userId,
        title: input.title,
        description: input.description,
        category: input.category,
        custom_category_title: input.category === CATEGORY_OTHER ? input.custom_category_title : null,
        icon: input.icon ?? DEFAULT_HABIT_ICON,
        frequency: input.frequency,
        week_days: JSON.stringify(normalizeWeekDays(input.week_days)),
        duration: input.duration,
        period_value: period.value,
        period_unit: period.unit,
        daily_target: input.daily_target,
        is_active: 1,
        start_day: today,
        end_day: habitLastDay({ duration: input.duration, period_value: period.value, period_unit: period.unit }, today),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await rewardHabitCreated(trx, rewardContextOf(userId, day));
    return created;
  });
  return toHabit(row, NO_HISTORY, today);
}

export async function updateHabit(db: Db, userId: number, habitId: number, input: UpdateHabitRequest, now: Date, device: DeviceClock = NO_DEVICE_CLOCK): Promise<Habit> {
  const day = await userDayOf(db, userId, now, device);
  const { today, isSubscribed } = day;
  const row = await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const current = await habitRow(trx, userId, habitId);
    const categoryFields = mergedCategory(current, input);
    const frequency = input.frequency ?? current.frequency;
    const weekDays = input.week_days ? normalizeWeekDays(input.week_days) : (JSON.parse(current.week_days) as number[]);
    const duration = input.duration ?? current.duration;
    const periodValue = duration === 'period' ? (input.period_value !== undefined ? input.period_value : current.period_value) : null;
    const periodUnit = duration === 'period' ? (input.period_unit !== undefined ? input.period_unit : current.period_unit) : null;
    assertNoFieldIssues(scheduleIssues({ frequency, week_days: weekDays, duration, period_value: periodValue, period_unit: periodUnit }));
    const endDay = habitLastDay({ duration, period_value: periodValue, period_unit: periodUnit }, current.start_day);
    const isActive = input.is_active === undefined ? current.is_active : input.is_active ? 1 : 0;
    const updated = { ...current, is_active: isActive, end_day: endDay };
    if (isEffectivelyActive(updated, today) && !isEffectivelyActive(current, today)) {
      assertWithinFreeLimit('habits', await activeHabitCount(trx, userId, freeTierDayOf(day, now)), isSubscribed);
    }
    const dailyTarget = input.daily_target ?? current.daily_target;
    /** Today's count reaches a lowered target it had not reached: the day is done by this edit. */
    let doneByNewTarget = false;
    if (dailyTarget !== current.daily_target) {
      // Today is judged by the new target, and a lower one caps today's count (never '4 из 2');
      // past days keep the target they were counted against.
      const progress = (await habitDay.first(trx, { habitId, day: today }))?.progress;
      if (progress !== undefined) await saveHabitDay.all(trx, { habitId, day: today, progress: Math.min(progress, dailyTarget), target: dailyTarget });
      doneByNewTarget = progress !== undefined && progress >= dailyTarget && progress < current.daily_target;
    }
    const saved = await trx
      .updateTable('habits')
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.icon !== undefined ? { icon: input.icon } : {}),
        ...categoryFields,
        frequency,
        week_days: JSON.stringify(weekDays),
        duration,
        period_value: periodValue,
        period_unit: periodUnit,
        daily_target: dailyTarget,
        is_active: isActive,
        end_day: endDay,
        updated_at: now.toISOString(),
      })
      .where('id', '=', habitId)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Paid as the + that reached the target would have been (once per habit and day, ECONOMY.md).
    if (doneByNewTarget && isEffectivelyActive(saved, today) && isScheduledOn(scheduleOf(saved), today)) {
      const { streak } = progressOf(saved, await recentHistoryOf(trx, habitId, today), today);
      await rewardHabitProgress(trx, rewardContextOf(userId, day), { habitId, reachedTarget: true, streak });
    }
    return saved;
  });
  return toHabit(row, await recentHistoryOf(db, row.id, today), today);
}

/**
 * In a transaction after the user's lock, like their other writes: the users row the version
 * trigger raises (migration 0027) is then locked before the deleted row, never after.
 */
export async function deleteHabit(db: Db, userId: number, habitId: number): Promise<void> {
  const deleted = await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    return trx.deleteFrom('habits').where('id', '=', habitId).where('user_id', '=', userId).executeTakeFirst();
  });
  if (Number(deleted.numDeletedRows) === 0) throw new DomainError('HABIT_NOT_FOUND');
}

const habitDay = preparedQuery((db, p: { habitId: number; day: string }) =>
  db.selectFrom('habit_days').select('progress').where('habit_id', '=', p.habitId).where('day', '=', p.day),
);

const saveHabitDay = preparedQuery((db, p: { habitId: number; day: string; progress: number; target: number }) =>
  db
    .insertInto('habit_days')
    .values({ habit_id: p.habitId, day: p.day, progress: p.progress, target: p.target })
    .onConflict((oc) => oc.columns(['habit_id', 'day']).doUpdateSet({ progress: p.progress, target: p.target })),
);

/**
 * Changes today's count (in the user's time zone) by `delta`. Today's count lives in its own
 * row, so a lost or repeated client call can never corrupt another day.
 */
export async function changeHabitProgress(
  db: Db,
  userId: number,
  habitId: number,
  delta: number,
  now: Date,
  device: DeviceClock = NO_DEVICE_CLOCK,
): Promise<HabitProgressResponse> {
  const day = await userDayOf(db, userId, now, device);
  const { today } = day;
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const habit = await habitRow(trx, userId, habitId);
    const current = (await habitDay.first(trx, { habitId, day: today }))?.progress ?? 0;
    let next: number;
    if (delta > 0) {
      if (!isEffectivelyActive(habit, today)) throw new DomainError('HABIT_INACTIVE');
      if (!isScheduledOn(scheduleOf(habit), today) || today < habit.start_day) throw new DomainError('HABIT_NOT_SCHEDULED');
      if (current >= habit.daily_target) throw new DomainError('HABIT_ALREADY_DONE');
      if (current + delta > habit.daily_target) throw new DomainError('HABIT_TARGET_EXCEEDED');
      next = current + delta;
    } else {
      if (current === 0) throw new DomainError('HABIT_PROGRESS_ZERO');
      next = Math.max(0, current + delta);
    }
    await saveHabitDay.all(trx, { habitId, day: today, progress: next, target: habit.daily_target });
    const progress = progressOf(habit, await recentHistoryOf(trx, habitId, today), today);
    if (delta > 0) {
      const reachedTarget = next >= habit.daily_target;
      await rewardHabitProgress(trx, rewardContextOf(userId, day), { habitId, reachedTarget, streak: progress.streak });
    }
    return { success: true as const, ...progress };
  });
}
