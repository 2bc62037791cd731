import type { Note } from '@tracker/shared/contract';
import { describe, expect, it } from 'vitest';
import { quickMoodNote } from './quick-mood.ts';

const note = (id: number, extra: Partial<Note> = {}): Note => ({
  id,
  title: null,
  text: null,
  mood: 3,
  sticker: null,
  sticker_image_url: null,
  created_at: '2026-11-23T10:00:00.000Z',
  date: '2026-11-23',
  is_public: false,
  ...extra,
});

describe('quickMoodNote', () => {
  it('is the newest entry with a mood only', () => {
    const notes = [note(4, { title: 'Утро' }), note(3), note(2)];
    expect(quickMoodNote(notes)?.id).toBe(3);
  });

  it('is null when every entry has words or a sticker', () => {
    const sticker = { id: 1, image: '/stickers/sun.svg', order: 1, alias: 'sun' };
    expect(quickMoodNote([note(2, { text: 'Текст' }), note(1, { sticker, sticker_image_url: sticker.image })])).toBeNull();
    expect(quickMoodNote([])).toBeNull();
  });
});
