import type { Note } from '@tracker/shared/contract';
import { formatClockTime, formatDayLong, formatDayMonth } from '@tracker/shared/domain';
import { moodTexts } from '@tracker/shared/texts';

/** Russian dates and times of notes: day keys through shared/domain, instants in the browser's zone. */

/** '14:05' in the user's (browser's) zone. */
export function formatTime(iso: string): string {
  return formatClockTime(iso);
}

/** '23 ноября 2026, 14:05': the note's day and its time of writing. */
export function formatNoteDateTime(note: Pick<Note, 'date' | 'created_at'>): string {
  return `${formatDayLong(note.date)}, ${formatTime(note.created_at)}`;
}

/** The note's title, or 'Запись 23 ноября' for an untitled one (core.md 3 "Note"). */
export function noteTitle(note: Pick<Note, 'title' | 'date'>): string {
  return note.title?.trim() ? note.title : moodTexts.untitled(formatDayMonth(note.date));
}

/** A mood score the Russian way: '4', '3,8'. */
export function formatScore(score: number): string {
  return (Math.round(score * 10) / 10).toLocaleString('ru-RU', { maximumFractionDigits: 1 });
}
