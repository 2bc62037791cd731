import { describe, expect, it } from 'vitest';
import { todayKey } from '../../lib/today.ts';
import { withNoteDay } from './note-day.ts';

describe('withNoteDay', () => {
  const specOnly = { id: 7, title: null, text: 'Текст', mood: 3, sticker: null, created_at: '2025-02-28T22:30:00.000Z', is_public: false as const };

  it("gives a note with only core.md 3's fields the device's day of its writing, the app's today at that moment", () => {
    const note = withNoteDay(specOnly);
    expect(note.date).toBe(todayKey(new Date(specOnly.created_at)));
    expect(note.sticker_image_url).toBeNull();
    expect(note).toMatchObject(specOnly);
  });

  it("keeps the server's date and sticker address", () => {
    const note = withNoteDay({ ...specOnly, date: '2025-02-27', sticker_image_url: '/s/1.webp' });
    expect(note).toMatchObject({ date: '2025-02-27', sticker_image_url: '/s/1.webp' });
  });
});
