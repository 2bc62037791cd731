import { daysBetween } from './day-math.ts';
import { type Frequency, type Schedule, habitStreak, isScheduledOn } from './habit-rules.ts';

/** Habit state is cached locally for 24 hours (core.md 4 "Habit progress", 9 "Habit cache 24 h"). */
export const HABITS_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Active on `day` as the user sees it: not switched off, and a period habit's last day (`end_day`)
 * not passed. A period habit stops being active after its last day.
 */
export function isHabitActiveOn(habit: { is_active: boolean; end_day: string | null }, day: string): boolean {
  return habit.is_active && (habit.end_day === null || habit.end_day >= day);
}

/** A habit is due on a day when it is active, already started and scheduled that day (core.md 4). */
export function isDueOn(habit: Schedule & { is_active: boolean; start_date: string }, day: string): boolean {
  return habit.is_active && day >= habit.start_date && isScheduledOn(habit, day);
}

/** A habit cached on an earlier day, as it stands today: no progress yet, due per today's schedule. */
export function habitOnNewDay<T extends Schedule & { is_active: boolean; start_date: string; daily_progress: number; is_due_today: boolean }>(
  habit: T,
  today: string,
): T {
  return { ...habit, daily_progress: 0, is_due_today: isDueOn(habit, today) };
}

/** + is allowed when today is a scheduled day of an active habit and the target is not reached. */
export function canAddProgress(habit: { is_due_today: boolean; daily_progress: number; daily_target: number }): boolean {
  return habit.is_due_today && habit.daily_progress < habit.daily_target;
}

/** - is allowed above 0. */
export function canDecreaseProgress(habit: { daily_progress: number }): boolean {
  return habit.daily_progress > 0;
}

/** A streak lapses locally after 1 day without completion (daily) or 7 (weekly) (core.md 4). */
export const STREAK_LAPSE_DAYS: Readonly<Record<Frequency, number>> = { daily: 1, weekly: 7 };

/**
 * The streak to show for a habit that may come from the local cache: 0 when the last completed
 * day is further back than the habit's lapse (core.md 4), else the server's value.
 */
export function visibleStreak(
  habit: { streak: number; frequency: Frequency; last_completed: string | null },
  today: string,
): number {
  if (habit.last_completed === null) return 0;
  return daysBetween(habit.last_completed, today) > STREAK_LAPSE_DAYS[habit.frequency] ? 0 : habit.streak;
}

/** The server's progress refusals the app answers with its own words (core.md 8). */
export type ProgressRefusal = 'target_reached' | 'already_done';

export function progressRefusalOf(serverText: string | null | undefined): ProgressRefusal | null {
  if (!serverText) return null;
  if (serverText.includes('Нельзя превысить дневную цель')) return 'target_reached';
  if (serverText.includes('уже выполнена сегодня')) return 'already_done';
  return null;
}

/** After such a refusal the local progress is the target, today is a completed date and the streak counts it. */
export function markDoneToday<
  T extends Schedule & { start_date: string; daily_target: number; daily_progress: number; completed_dates: string[]; last_completed: string | null; streak: number },
>(habit: T, today: string): T {
  const dates = habit.completed_dates.includes(today) ? habit.completed_dates : [...habit.completed_dates, today].sort();
  return {
    ...habit,
    daily_progress: habit.daily_target,
    completed_dates: dates,
    last_completed: dates.at(-1) ?? today,
    streak: habitStreak({ ...habit, start_day: habit.start_date }, dates, today),
  };
}
