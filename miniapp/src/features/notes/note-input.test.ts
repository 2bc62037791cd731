import { describe, expect, it } from 'vitest';
import { noteInput } from './note-input.ts';

describe('noteInput', () => {
  it('sends empty title and text as null and never a public note', () => {
    expect(noteInput({ title: '  ', text: '\n', mood: 3, sticker: null })).toEqual({
      title: null,
      text: null,
      mood: 3,
      sticker_id: null,
      sticker_alias: null,
      is_public: false,
    });
  });

  it('trims what the user wrote and names the sticker by id and alias', () => {
    expect(noteInput({ title: ' Утро ', text: ' Кофе и солнце ', mood: 5, sticker: { id: 7, alias: 'sun' } })).toMatchObject({
      title: 'Утро',
      text: 'Кофе и солнце',
      sticker_id: 7,
      sticker_alias: 'sun',
    });
  });
});
