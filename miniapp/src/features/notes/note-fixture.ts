import type { Note } from '@tracker/shared/contract';

/** A note for unit tests: untitled, no sticker, written at 10:00 UTC of `date`. */
export function testNote(id: number, date = '2026-11-23', mood = 4): Note {
  return {
    id,
    title: null,
    text: null,
    mood,
    sticker: null,
    sticker_image_url: null,
    created_at: `${date}T10:00:00.000Z`,
    date,
    is_public: false,
  };
}
