import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { addDays } from './day-math.ts';
import { dayKeyFor } from './day-key.ts';

/** The two reminders the bot sends: mood (five buttons) and habits (the ones left for today). */
export const REMINDER_KINDS = ['mood', 'habit'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * The habits one habit reminder names: Telegram caps a message at 4096 characters and an inline
 * keyboard at 100 buttons, a push message at 4 KB; 20 short lines stay far below all of them.
 */
export const REMINDER_HABITS_MAX = 20;
/** A habit as a reminder lists it: today's count against the daily target. */
export interface ReminderHabit {
  id: number;
  title: string;
  progress: number;
  target: number;
}

/** A habit title as a reminder shows it (its lines, its buttons, the in-app message). */
const REMINDER_TITLE_MAX = 40;

/**
 * `title`, cut to REMINDER_TITLE_MAX characters with an ellipsis when longer. Counted in code
 * points, so an emoji is never cut in half (half of one is no text Telegram or a database takes).
 */
export function reminderHabitTitle(title: string): string {
  const characters = Array.from(title);
  return characters.length > REMINDER_TITLE_MAX ? `${characters.slice(0, REMINDER_TITLE_MAX - 1).join('').trimEnd()}…` : title;
}

/**
 * A reminder found due later than this (the server was down at its time) is dropped for that day
 * rather than arriving at an odd hour: the scheduler looks back at most this far.
 */
export const MAX_REMINDER_LATENESS_MS = 60 * 60 * 1000;

/** "HH:MM" on the clock of `timeZone` at `instant` (seconds dropped). */
export function localTimeOf(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'HH:mm');
}

/** Reminder times in (after, upTo] ("HH:MM"; '' before the first minute of a day) fall on local `day`. */
export interface DueTimeRange {
  after: string;
  upTo: string;
  day: string;
}

/**
 * The reminder times that came due between `since` (excluded) and `now` (included) on the clock of
 * `timeZone`: one range, two when local midnight passed, none when the clock went back (the
 * repeated hour at the end of summer time: those reminders went out the first time).
 * Windows are at most MAX_REMINDER_LATENESS_MS long.
 */
export function dueTimeRanges(since: Date, now: Date, timeZone: string): DueTimeRange[] {
  const fromDay = dayKeyFor(since, timeZone);
  const toDay = dayKeyFor(now, timeZone);
  const from = localTimeOf(since, timeZone);
  const to = localTimeOf(now, timeZone);
  const ranges =
    fromDay === toDay
      ? [{ after: from, upTo: to, day: toDay }]
      : [
          { after: from, upTo: '23:59', day: fromDay },
          { after: '', upTo: to, day: toDay },
        ];
  return ranges.filter((r) => r.after < r.upTo);
}

/** The local day on which `time` came due within `ranges`, or null when it did not. */
export function dueDayOf(time: string, ranges: readonly DueTimeRange[]): string | null {
  return ranges.find((r) => time > r.after && time <= r.upTo)?.day ?? null;
}

/** The instant local `day` ends on the clock of `timeZone` (the next day's first moment there). */
export function endOfLocalDay(day: string, timeZone: string): Date {
  const next = addDays(day, 1);
  const [year, month, date] = next.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, 0, 0, 0, 0, timeZone).getTime());
}
