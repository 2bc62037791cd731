import { ALL_WEEK_DAYS, type Frequency, type PeriodUnit } from './habit-rules.ts';

/** The sub-step saved indicator: a spinner for 1 s after typing, then a check (core.md 4, 9). */
export const SUBGOAL_SAVED_INDICATOR_MS = 1000;
/** The placeholder of the habit period field (core.md 5). */
export const HABIT_PERIOD_PLACEHOLDER = 21;

/** A new habit in the form: daily, infinite, empty period, days, all week days, 1 a day (core.md 4). */
export const NEW_HABIT_DEFAULTS: Readonly<{
  frequency: Frequency;
  weekDays: readonly number[];
  duration: 'infinite' | 'period';
  periodValue: string;
  periodUnit: PeriodUnit;
  dailyTarget: string;
}> = {
  frequency: 'daily',
  weekDays: ALL_WEEK_DAYS,
  duration: 'infinite',
  periodValue: '',
  periodUnit: 'days',
  dailyTarget: '1',
};
