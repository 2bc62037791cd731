import type { Note } from '@tracker/shared/contract';
import { type NoteDayFields, noteDay } from '@tracker/shared/domain';
import { browserTimeZone } from '../../lib/today.ts';

/**
 * A note as an answer may carry it: core.md 3's fields (id, title, text, mood, sticker, created_at,
 * is_public); `date` and `sticker_image_url` are our server's additions, so they may be missing.
 */
export type NoteAnswer = Omit<Note, 'date' | 'sticker_image_url'> & NoteDayFields & { sticker_image_url?: string | null };

/**
 * The note as the app reads it, its user day always set: the server's `date`, else the day of
 * `created_at` on the device (noteDay, in the zone of the app's "today"). Every note answer passes
 * here, so lists, cards, titles and groupings never meet a note without a day.
 */
export function withNoteDay(note: NoteAnswer): Note {
  return { ...note, sticker_image_url: note.sticker_image_url ?? null, date: noteDay(note, browserTimeZone()) };
}
