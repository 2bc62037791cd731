import { addDays, weekdayOf } from './day-math.ts';
import { type Frequency, isScheduledOn } from './habit-rules.ts';

/** The month grid always has 6 weeks of 7 days (core.md 2, 9). */
export const MONTH_GRID_CELLS = 42;

/** Week days from Monday, valued as the spec numbers them (0 Sunday .. 6 Saturday), short and whole. */
export const WEEK_DAYS_FROM_MONDAY: readonly { value: number; label: string; name: string }[] = [
  { value: 1, label: 'Пн', name: 'Понедельник' },
  { value: 2, label: 'Вт', name: 'Вторник' },
  { value: 3, label: 'Ср', name: 'Среда' },
  { value: 4, label: 'Чт', name: 'Четверг' },
  { value: 5, label: 'Пт', name: 'Пятница' },
  { value: 6, label: 'Сб', name: 'Суббота' },
  { value: 0, label: 'Вс', name: 'Воскресенье' },
];

export interface YearMonth {
  year: number;
  /** 1..12 */
  month: number;
}

export interface CalendarCell {
  day: string;
  /** False for the dimmed days of the previous and next month. */
  inMonth: boolean;
  isToday: boolean;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

export function yearMonthOf(dayKey: string): YearMonth {
  return { year: Number(dayKey.slice(0, 4)), month: Number(dayKey.slice(5, 7)) };
}

export function shiftYearMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The 42 cells of a month, starting on the Monday on or before the 1st. */
export function calendarGrid({ year, month }: YearMonth, today: string): CalendarCell[] {
  const first = `${year}-${pad(month)}-01`;
  const prefix = first.slice(0, 7);
  const start = addDays(first, -((weekdayOf(first) + 6) % 7));
  return Array.from({ length: MONTH_GRID_CELLS }, (_, i) => {
    const day = addDays(start, i);
    return { day, inMonth: day.startsWith(prefix), isToday: day === today };
  });
}

/** What the calendar needs of a goal. */
export interface CalendarGoalFields {
  deadline: string | null;
}

/** What the calendar needs of a habit. */
export interface CalendarHabitFields {
  is_active: boolean;
  frequency: Frequency;
  week_days: readonly number[];
  start_date: string;
  /** The last day of a period habit (its deadline), else null. */
  end_date: string | null;
}

export type NotInCalendarReason = 'no_deadline' | 'completed' | 'no_schedule' | 'inactive';

/** Why a goal is not in the calendar, or null when it is: a goal needs a deadline (core.md 5). */
export function goalCalendarExclusion(goal: CalendarGoalFields): NotInCalendarReason | null {
  return goal.deadline ? null : 'no_deadline';
}

/**
 * Why a habit is not in the calendar, or null when it is: it must be active and have week days
 * or a deadline (core.md 5). An inactive habit whose period is over counts as completed (formed).
 */
export function habitCalendarExclusion(habit: CalendarHabitFields, today: string): NotInCalendarReason | null {
  if (!habit.is_active) return habit.end_date !== null && habit.end_date < today ? 'completed' : 'inactive';
  if (habit.week_days.length === 0 && habit.end_date === null) return 'no_schedule';
  return null;
}

export function goalOnDay(goal: CalendarGoalFields, day: string): boolean {
  return goal.deadline !== null && goal.deadline.slice(0, 10) === day;
}

/**
 * A habit shows on its scheduled days from its start to its last day; without week days, on its
 * deadline only.
 */
export function habitOnDay(habit: CalendarHabitFields, day: string): boolean {
  if (day < habit.start_date) return false;
  if (habit.end_date !== null && day > habit.end_date) return false;
  if (habit.week_days.length === 0) return day === habit.end_date;
  return isScheduledOn(habit, day);
}

export interface CalendarFilter {
  goals: boolean;
  habits: boolean;
}

export interface DayItems<G, H> {
  goals: G[];
  habits: H[];
}

/** The goals and habits of one day, under the show-goals / show-habits checkboxes. */
export function itemsOnDay<G extends CalendarGoalFields, H extends CalendarHabitFields>(
  goals: readonly G[],
  habits: readonly H[],
  day: string,
  filter: CalendarFilter,
  today: string,
): DayItems<G, H> {
  return {
    goals: filter.goals ? goals.filter((g) => goalCalendarExclusion(g) === null && goalOnDay(g, day)) : [],
    habits: filter.habits ? habits.filter((h) => habitCalendarExclusion(h, today) === null && habitOnDay(h, day)) : [],
  };
}

/** A day cell shows at most 1 goal chip and 1 habit chip, and '+N' for the rest. */
export function dayChips(goalCount: number, habitCount: number): { goal: boolean; habit: boolean; more: number } {
  const goal = goalCount > 0;
  const habit = habitCount > 0;
  return { goal, habit, more: goalCount + habitCount - (goal ? 1 : 0) - (habit ? 1 : 0) };
}

export interface CalendarLegend {
  total: number;
  inCalendar: number;
  /** In the calendar, allowed by the checkboxes and on at least one of the 42 cells. */
  displayed: number;
  notInCalendar: number;
  reasons: Record<NotInCalendarReason, number>;
}

/** The counts under the calendar (core.md 2 "Target screen"). */
export function calendarLegend(
  goals: readonly CalendarGoalFields[],
  habits: readonly CalendarHabitFields[],
  cells: readonly CalendarCell[],
  filter: CalendarFilter,
  today: string,
): CalendarLegend {
  const reasons: Record<NotInCalendarReason, number> = { no_deadline: 0, completed: 0, no_schedule: 0, inactive: 0 };
  let inCalendar = 0;
  let displayed = 0;
  for (const goal of goals) {
    const reason = goalCalendarExclusion(goal);
    if (reason) {
      reasons[reason] += 1;
      continue;
    }
    inCalendar += 1;
    if (filter.goals && cells.some((c) => goalOnDay(goal, c.day))) displayed += 1;
  }
  for (const habit of habits) {
    const reason = habitCalendarExclusion(habit, today);
    if (reason) {
      reasons[reason] += 1;
      continue;
    }
    inCalendar += 1;
    if (filter.habits && cells.some((c) => habitOnDay(habit, c.day))) displayed += 1;
  }
  const total = goals.length + habits.length;
  return { total, inCalendar, displayed, notInCalendar: total - inCalendar, reasons };
}
