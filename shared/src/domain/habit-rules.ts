import { addDays, dayNumber, weekdayOf, weekdayOfNumber } from './day-math.ts';

export const HABIT_PERIOD_MIN = 1;
export const HABIT_PERIOD_MAX = 365;
export const DAILY_TARGET_MIN = 1;
export const DAILY_TARGET_MAX = 100;
export const ALL_WEEK_DAYS: readonly number[] = [0, 1, 2, 3, 4, 5, 6];

export type Frequency = 'daily' | 'weekly';
export type PeriodUnit = 'days' | 'weeks' | 'months';

/** Week days as the spec numbers them (0 Sunday); 7 is read as 0; duplicates dropped; sorted. */
export function normalizeWeekDays(days: readonly number[]): number[] {
  return [...new Set(days.map((d) => (d === 7 ? 0 : d)))].sort((a, b) => a - b);
}

export interface Schedule {
  frequency: Frequency;
  week_days: readonly number[];
}

/** Daily habits run every day; weekly ones only on their week days. */
export function isScheduledOn(habit: Schedule, dayKey: string): boolean {
  return isScheduledOnWeekday(habit, weekdayOf(dayKey));
}

function isScheduledOnWeekday(habit: Schedule, weekday: number): boolean {
  return habit.frequency === 'daily' || habit.week_days.includes(weekday);
}

/** Length of a period in days: value; x7 for weeks; x30 for months (core.md 4). */
export function periodLengthDays(value: number, unit: PeriodUnit): number {
  return unit === 'days' ? value : unit === 'weeks' ? value * 7 : value * 30;
}

/** The last day of a period habit started on `startDay`, or null for an infinite one. */
export function habitLastDay(
  habit: { duration: 'infinite' | 'period'; period_value: number | null; period_unit: PeriodUnit | null },
  startDay: string,
): string | null {
  if (habit.duration !== 'period' || habit.period_value === null || habit.period_unit === null) return null;
  return addDays(startDay, periodLengthDays(habit.period_value, habit.period_unit) - 1);
}

/** How far back a habit's days are looked at for a streak (and read by the server): enough for any real streak. */
export const STREAK_LOOKBACK_DAYS = 400;

/**
 * Consecutive scheduled days whose target was met, ending today or, when today is not done yet,
 * at the last scheduled day before today. Unscheduled days neither break nor extend it.
 * `completedAscending` holds the day keys whose target was met, in ascending order; it is walked
 * back from its end once, with no day keys made on the way (a year-long streak is read on every
 * list of habits).
 */
export function habitStreak(habit: Schedule & { start_day: string }, completedAscending: readonly string[], today: string): number {
  const first = dayNumber(habit.start_day);
  const todayNumber = dayNumber(today);
  let index = completedAscending.length - 1;
  /** The day number of completedAscending[i]; -Infinity past its start. */
  const completedAt = (i: number) => (i >= 0 ? dayNumber(completedAscending[i]!) : -Infinity);
  let completed = completedAt(index);
  while (completed > todayNumber) completed = completedAt(--index);
  let day = completed === todayNumber ? todayNumber : todayNumber - 1;
  let streak = 0;
  for (let i = 0; i < STREAK_LOOKBACK_DAYS && day >= first; i++, day--) {
    if (!isScheduledOnWeekday(habit, weekdayOfNumber(day))) continue;
    while (completed > day) completed = completedAt(--index);
    if (completed !== day) break;
    streak++;
  }
  return streak;
}

/** The daily target a form's field holds: a whole number 1-100 (core.md 5), else null (empty, 1.5, 0, 101, text). */
export function typedDailyTarget(text: string): number | null {
  const target = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isInteger(target) && target >= DAILY_TARGET_MIN && target <= DAILY_TARGET_MAX ? target : null;
}

/** 'N раз в день' per the spec's form (core.md 5). */
export function dailyTargetLabel(target: number | null): string {
  if (target === null) return 'Не указано';
  return target === 1 ? '1 раз в день' : `${target} раз в день`;
}
