import { type YearMonth, calendarGrid } from './calendar-grid.ts';
import { dayKeyFor } from './day-key.ts';
import { addDays, isDayKey, weekdayOf } from './day-math.ts';
import { type Mood, dayMoodAggregate, moodOfScore } from './mood.ts';

/**
 * What the Mood screen and Home show of a user's notes (core.md 2 "Home", "Mood screen"; 9).
 * Days are the user's days: a note's `date` is its day key, fixed when it was written.
 */

/** The broadcast channel other tabs and windows hear note changes on (core.md 4, 9). */
export const NOTES_SYNC_CHANNEL = 'notes_sync';
/** Page size of the Mood screen's lists (core.md 9). */
export const MOOD_PAGE_SIZE = 10;
/** The "recent week" is today and the 6 days before it (core.md 9). */
const RECENT_WEEK_DAYS_BACK = 6;

interface Dated {
  /** The user's day key, "2026-11-23". */
  date: string;
}

/** What a note's day is read from: core.md 3 lists `created_at` only; our server adds `date`. */
export interface NoteDayFields {
  /** The user's day key our server sends; absent from a note with only the spec's fields. */
  date?: string | null;
  created_at: string;
}

/**
 * A note's user day: the `date` the server sent, else the day of `created_at` in `timeZone` (the
 * device's, the zone of its "today"), through the one day-key function.
 */
export function noteDay(note: NoteDayFields, timeZone: string): string {
  return typeof note.date === 'string' && isDayKey(note.date) ? note.date : dayKeyFor(new Date(note.created_at), timeZone);
}

/** The Monday of the week (Monday to Sunday) that holds `dayKey`. */
export function weekStartOf(dayKey: string): string {
  return addDays(dayKey, -((weekdayOf(dayKey) + 6) % 7));
}

/** The seven day keys of the week holding `dayKey`, Monday to Sunday. */
export function weekDaysOf(dayKey: string): string[] {
  const monday = weekStartOf(dayKey);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The first day of the recent week ending `today`. */
function recentWeekStart(today: string): string {
  return addDays(today, -RECENT_WEEK_DAYS_BACK);
}

/** True for a day from 6 days before `today` up to `today`. */
export function isInRecentWeek(date: string, today: string): boolean {
  return date >= recentWeekStart(today) && date <= today;
}

/** The notes of the recent week, order kept. */
export function recentWeekNotes<T extends Dated>(notes: readonly T[], today: string): T[] {
  return notes.filter((n) => isInRecentWeek(n.date, today));
}

/** Days the Week tab needs notes for: its chart's week and the recent week, as one range. */
export function weekTabRange(today: string): { from: string; to: string } {
  const days = weekDaysOf(today);
  const monday = days[0]!;
  const sunday = days[6]!;
  const recent = recentWeekStart(today);
  return { from: recent < monday ? recent : monday, to: sunday > today ? sunday : today };
}

export interface WeekBar {
  date: string;
  /** 0 Monday .. 6 Sunday. */
  index: number;
  count: number;
  /** The day's combined mood (0.6 dominant, 0.4 the rest), null without notes. */
  score: number | null;
  /** The mood the score rounds to: the bar's colour. */
  mood: Mood | null;
  /** Bar height as a share of the full height: score out of 5. */
  share: number;
  isToday: boolean;
}

/** One bar per day of the week holding `today`, Monday to Sunday. */
export function weekMoodBars(notes: readonly (Dated & { mood: number })[], today: string): WeekBar[] {
  return weekDaysOf(today).map((date, index) => {
    const moods = notes.filter((n) => n.date === date).map((n) => n.mood as Mood);
    const aggregate = dayMoodAggregate(moods);
    const score = aggregate ? aggregate.combined : null;
    return {
      date,
      index,
      count: moods.length,
      score,
      mood: score === null ? null : moodOfScore(score),
      share: score === null ? 0 : score / 5,
      isToday: date === today,
    };
  });
}

export interface DayGroup<T> {
  date: string;
  notes: T[];
}

/** Consecutive notes of one day together, in the order given (newest first stays newest first). */
export function groupByDay<T extends Dated>(notes: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const note of notes) {
    const last = groups.at(-1);
    if (last && last.date === note.date) last.notes.push(note);
    else groups.push({ date: note.date, notes: [note] });
  }
  return groups;
}

export interface YearGroup<T> {
  year: number;
  notes: T[];
}

/** Notes under their year, in the order given. */
export function groupByYear<T extends Dated>(notes: readonly T[]): YearGroup<T>[] {
  const groups: YearGroup<T>[] = [];
  for (const note of notes) {
    const year = Number(note.date.slice(0, 4));
    const last = groups.at(-1);
    if (last && last.year === year) last.notes.push(note);
    else groups.push({ year, notes: [note] });
  }
  return groups;
}

/** The `month` parameter of GET /api/notes/calendar/: "2026-11". */
export function monthParam({ year, month }: YearMonth): string {
  return `${year}-${month < 10 ? '0' : ''}${month}`;
}

/** A day's mood as the month calendar receives it (GET /api/notes/calendar/). */
export interface MoodDaySummary extends Dated {
  dominant_mood: number;
  count: number;
  tied_moods: readonly number[];
}

export interface MoodCalendarCell {
  date: string;
  day: number;
  /** False for the days of the previous and next month that fill the grid (shown dimmed). */
  inMonth: boolean;
  isToday: boolean;
  /** The dominant mood, or null for a day without notes ('+'). */
  mood: Mood | null;
  count: number;
  /** The count is shown only above 1. */
  showCount: boolean;
  /** The moods sharing the top count, highest first, when two or more do (the tie marker); else empty. */
  tiedMoods: Mood[];
}

/** The 42 cells of a month, Monday first, with each day's dominant mood, count and tie marker. */
export function moodCalendarCells(month: YearMonth, days: readonly MoodDaySummary[], today: string): MoodCalendarCell[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  return calendarGrid(month, today).map(({ day: date, inMonth, isToday }) => {
    const summary = inMonth ? byDate.get(date) : undefined;
    const count = summary?.count ?? 0;
    const tied = (summary?.tied_moods ?? []).map((m) => m as Mood);
    return {
      date,
      day: Number(date.slice(8, 10)),
      inMonth,
      isToday,
      mood: summary && count > 0 ? (summary.dominant_mood as Mood) : null,
      count,
      showCount: count > 1,
      tiedMoods: tied.length >= 2 ? [...tied].sort((a, b) => b - a) : [],
    };
  });
}
