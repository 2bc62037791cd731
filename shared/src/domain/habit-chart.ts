import { addDays, daysBetween } from './day-math.ts';
import { type Frequency, type PeriodUnit, isScheduledOn, periodLengthDays } from './habit-rules.ts';

/**
 * Day statuses of the circular chart (core.md 4). 'off' is our addition: a day on which a weekly
 * habit is not scheduled (past, today or ahead) is neither missed, current nor future, and is not
 * one of the days the period asks for.
 */
export type ChartDayStatus = 'completed' | 'partial' | 'missed' | 'current' | 'future' | 'off';

export interface ChartHabitFields {
  duration: 'infinite' | 'period';
  period_value: number | null;
  period_unit: PeriodUnit | null;
  frequency: Frequency;
  week_days: readonly number[];
  start_date: string;
  completed_dates: readonly string[];
  /** Per-day progress of the period so far. */
  day_progress: Readonly<Record<string, number>>;
}

/** The chart opens only for period habits with both value and unit (core.md 2, 5). */
export function hasProgressChart(habit: Pick<ChartHabitFields, 'duration' | 'period_value' | 'period_unit'>): boolean {
  return habit.duration === 'period' && habit.period_value !== null && habit.period_unit !== null;
}

/** The period's length in days, or null for a habit without a chart. */
export function chartLengthDays(habit: Pick<ChartHabitFields, 'duration' | 'period_value' | 'period_unit'>): number | null {
  if (!hasProgressChart(habit) || habit.period_value === null || habit.period_unit === null) return null;
  return periodLengthDays(habit.period_value, habit.period_unit);
}

/** Days since creation + 1, clamped to 1..length (core.md 4). */
export function chartCurrentDay(startDate: string, today: string, lengthDays: number): number {
  return Math.min(Math.max(daysBetween(startDate, today) + 1, 1), lengthDays);
}

/** The status of every day of the period, first day first. */
export function chartDayStatuses(habit: ChartHabitFields, lengthDays: number, today: string): ChartDayStatus[] {
  const completed = new Set(habit.completed_dates);
  return Array.from({ length: lengthDays }, (_, i) => {
    const day = addDays(habit.start_date, i);
    if (day <= today && completed.has(day)) return 'completed';
    if (day <= today && (habit.day_progress[day] ?? 0) > 0) return 'partial';
    if (!isScheduledOn(habit, day)) return 'off';
    if (day > today) return 'future';
    return day === today ? 'current' : 'missed';
  });
}

/** Consecutive days of one status, so a long period draws as a few arcs rather than hundreds. */
export function statusRuns(statuses: readonly ChartDayStatus[]): { status: ChartDayStatus; from: number; count: number }[] {
  const runs: { status: ChartDayStatus; from: number; count: number }[] = [];
  statuses.forEach((status, i) => {
    const last = runs.at(-1);
    if (last && last.status === status) last.count += 1;
    else runs.push({ status, from: i, count: 1 });
  });
  return runs;
}

/** Sector markers every 7 days up to 21 days, every 10 up to 60, else every 15 (core.md 4). */
export function sectorMarkerStep(lengthDays: number): number {
  if (lengthDays <= 21) return 7;
  if (lengthDays <= 60) return 10;
  return 15;
}

/** Day numbers that get a marker: every step-th day within the period. */
export function sectorMarkers(lengthDays: number): number[] {
  const step = sectorMarkerStep(lengthDays);
  const markers: number[] = [];
  for (let day = step; day <= lengthDays; day += step) markers.push(day);
  return markers;
}

/** At most this many markers carry their day number: more overlap on a phone (24 for a year). */
export const MAX_MARKER_LABELS = 8;

/** Whether the index-th of `count` markers shows its day number: every one up to 8, else every k-th so that at most 8 do. */
export function isLabelledMarker(index: number, count: number): boolean {
  return (index + 1) % Math.ceil(count / MAX_MARKER_LABELS) === 0;
}

/** The rounded share of the period's scheduled days that are completed: a weekly habit done on each of its days reaches 100. */
export function chartProgressPercent(statuses: readonly ChartDayStatus[]): number {
  const asked = statuses.filter((s) => s !== 'off').length;
  if (asked === 0) return 0;
  return Math.round((statuses.filter((s) => s === 'completed').length / asked) * 100);
}

/** Thresholds of the chart's progress messages (core.md 4). */
export const PROGRESS_MESSAGE_THRESHOLDS = [100, 75, 50, 25] as const;
export type ProgressMessageLevel = (typeof PROGRESS_MESSAGE_THRESHOLDS)[number] | 0;

/** The highest threshold the percent reaches, 0 below 25. */
export function progressMessageLevel(percent: number): ProgressMessageLevel {
  return PROGRESS_MESSAGE_THRESHOLDS.find((t) => percent >= t) ?? 0;
}
