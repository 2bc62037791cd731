import { describe, expect, it } from 'vitest';
import { noteInput } from './note-input.ts';

describe('noteInput', () => {
  it('sends empty title and text as null and never a public note', () => {
    expect(noteInput({ title: '  ', text: '\n', mood: 3, stickerId: null })).toEqual({
      title: null,
      text: null,
      mood: 3,
      sticker_id: null,
      is_public: false,
    });
  });

  it('trims what the user wrote and keeps the sticker', () => {
    expect(noteInput({ title: ' Утро ', text: ' Кофе и солнце ', mood: 5, stickerId: 7 })).toMatchObject({
      title: 'Утро',
      text: 'Кофе и солнце',
      sticker_id: 7,
    });
  });
});
