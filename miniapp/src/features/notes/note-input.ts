import type { Sticker } from '@tracker/shared/contract';
import type { Mood } from '@tracker/shared/domain';

/** The sticker a note carries, as the app names it to the server: both its id and its alias (core.md 7). */
export type ChosenSticker = Pick<Sticker, 'id' | 'alias'>;

/** The body of creating and updating a note (core.md 7): empty title and text go as null, never public. */
export interface NoteInput {
  title: string | null;
  text: string | null;
  mood: Mood;
  sticker_id: number | null;
  sticker_alias: string | null;
  is_public: false;
}

/** Trims the form's fields into the request body (core.md 5 "Note"). */
export function noteInput(form: { title: string; text: string; mood: Mood; sticker: ChosenSticker | null }): NoteInput {
  const title = form.title.trim();
  const text = form.text.trim();
  return {
    title: title || null,
    text: text || null,
    mood: form.mood,
    sticker_id: form.sticker?.id ?? null,
    sticker_alias: form.sticker?.alias ?? null,
    is_public: false,
  };
}
