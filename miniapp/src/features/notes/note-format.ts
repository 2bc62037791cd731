import type { Note } from '@tracker/shared/contract';
import { dayKeyFor, formatClockTime, formatDayLong, formatDayMonth, formatDayShort } from '@tracker/shared/domain';
import { moodTexts } from '@tracker/shared/texts';
import { browserTimeZone } from '../../lib/today.ts';

/**
 * Russian dates and times of notes: day keys through shared/domain, instants in the browser's zone.
 * A note's `date` is its writer's day, which groups it (lists, calendar, chart); the moment it shows
 * is its instant in this zone, with that day's own date, so a note written in another zone (a
 * trip, another device) never shows a date and time that did not happen here.
 */

type Written = Pick<Note, 'date' | 'created_at'>;

/** '14:05' in the user's (browser's) zone. */
function formatTime(iso: string, timeZone: string): string {
  return formatClockTime(iso, timeZone);
}

/** The day the note's instant falls on in `timeZone`: its `date`, unless it was written in another zone. */
function dayHere(note: Written, timeZone: string): string {
  return dayKeyFor(new Date(note.created_at), timeZone);
}

/** '23 ноября 2026, 14:05': when the note was written. */
export function formatNoteDateTime(note: Written, timeZone = browserTimeZone()): string {
  return `${formatDayLong(dayHere(note, timeZone))}, ${formatTime(note.created_at, timeZone)}`;
}

/** '23 ноября, 14:05' (the year only when not `today`'s): when the note was written. */
export function formatNoteDayTime(note: Written, today: string, timeZone = browserTimeZone()): string {
  return `${formatDayShort(dayHere(note, timeZone), today)}, ${formatTime(note.created_at, timeZone)}`;
}

/** '14:05' under its day's heading; '27 ноября, 10:31' when the note was written on another day here. */
export function formatNoteTime(note: Written, today: string, timeZone = browserTimeZone()): string {
  return dayHere(note, timeZone) === note.date ? formatTime(note.created_at, timeZone) : formatNoteDayTime(note, today, timeZone);
}

/** The note's title, or 'Запись 23 ноября' for an untitled one (core.md 3 "Note"). */
export function noteTitle(note: Pick<Note, 'title' | 'date'>): string {
  return note.title?.trim() ? note.title : moodTexts.untitled(formatDayMonth(note.date));
}

/** A mood score the Russian way: '4', '3,8'. */
export function formatScore(score: number): string {
  return (Math.round(score * 10) / 10).toLocaleString('ru-RU', { maximumFractionDigits: 1 });
}
