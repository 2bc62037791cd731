import type { Mood } from '@tracker/shared/domain';

/** The body of creating and updating a note (core.md 7): empty title and text go as null, never public. */
export interface NoteInput {
  title: string | null;
  text: string | null;
  mood: Mood;
  sticker_id: number | null;
  is_public: false;
}

/** Trims the form's fields into the request body (core.md 5 "Note"). */
export function noteInput(form: { title: string; text: string; mood: Mood; stickerId: number | null }): NoteInput {
  const title = form.title.trim();
  const text = form.text.trim();
  return { title: title || null, text: text || null, mood: form.mood, sticker_id: form.stickerId, is_public: false };
}
