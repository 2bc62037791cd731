import type { Note } from '@tracker/shared/contract';

/**
 * A day's mood-only entry (no title, text or sticker), the newest one: what the day-mood popup
 * 'Настроение на {date}' sets and removes. Notes come newest first.
 */
export function quickMoodNote(notes: readonly Note[]): Note | null {
  return notes.find((n) => !n.title && !n.text && !n.sticker && !n.sticker_image_url) ?? null;
}
