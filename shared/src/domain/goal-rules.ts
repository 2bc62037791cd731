import { daysBetween } from './day-math.ts';

export const GOAL_TITLE_MAX = 200;
export const CUSTOM_CATEGORY_MAX = 20;
export const SUBGOAL_TITLE_MAX = 200;
export const CATEGORY_OTHER = 7;
export const CATEGORIES: Readonly<Record<number, string>> = {
  1: 'Здоровье',
  2: 'Обучение',
  3: 'Карьера',
  4: 'Творчество',
  5: 'Отношения',
  6: 'Финансы',
  7: 'Другое',
};

export interface Subgoal {
  text: string;
  completed: boolean;
}

/** The rounded percentage of completed sub-steps (core.md 4); without sub-steps, 100 once completed. */
export function goalProgress(subgoals: readonly Subgoal[], isCompleted: boolean): number {
  if (subgoals.length === 0) return isCompleted ? 100 : 0;
  return Math.round((subgoals.filter((s) => s.completed).length / subgoals.length) * 100);
}

/** A goal completes only with no sub-steps or all of them done. */
/**
 * Where a sub-step seen at `index` with `text` is in `subgoals` now (another device may have added,
 * removed or moved steps meanwhile): there if its text is, else the first step of that text; -1 when gone.
 */
export function placeOfSubgoal(subgoals: readonly Subgoal[], index: number, text: string): number {
  return subgoals[index]?.text === text ? index : subgoals.findIndex((s) => s.text === text);
}

export function canCompleteGoal(subgoals: readonly Subgoal[]): boolean {
  return subgoals.every((s) => s.completed);
}

export type CalendarStatus = 'completed' | 'overdue' | 'urgent' | 'warning' | 'normal' | 'inactive';

export const CALENDAR_STATUS_LABELS: Readonly<Record<CalendarStatus, string>> = {
  completed: 'Завершена',
  overdue: 'Просрочена',
  urgent: 'Срочная',
  warning: 'Предупреждение',
  normal: 'Обычная',
  inactive: 'Неактивна',
};

/** Goals: urgent within 3 days, warning within 7 (core.md 4, 9). */
export const GOAL_URGENT_DAYS = 3;
export const GOAL_WARNING_DAYS = 7;
/** Habits: urgent within 1 day, warning within 3. */
export const HABIT_URGENT_DAYS = 1;
export const HABIT_WARNING_DAYS = 3;

function byDeadline(deadline: string | null, today: string, urgent: number, warning: number): CalendarStatus {
  if (deadline === null) return 'normal';
  const left = daysBetween(today, deadline);
  if (left < 0) return 'overdue';
  if (left <= urgent) return 'urgent';
  if (left <= warning) return 'warning';
  return 'normal';
}

export function goalCalendarStatus(goal: { is_completed: boolean; deadline: string | null }, today: string): CalendarStatus {
  if (goal.is_completed) return 'completed';
  return byDeadline(goal.deadline, today, GOAL_URGENT_DAYS, GOAL_WARNING_DAYS);
}

export function habitCalendarStatus(
  habit: { is_active: boolean; last_completed: string | null; deadline: string | null },
  today: string,
): CalendarStatus {
  if (!habit.is_active) return 'inactive';
  if (habit.last_completed === today) return 'completed';
  return byDeadline(habit.deadline, today, HABIT_URGENT_DAYS, HABIT_WARNING_DAYS);
}
