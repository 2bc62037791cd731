import { describe, expect, it } from 'vitest';
import { NOTE_EMOJIS } from './note-emojis.ts';

describe('NOTE_EMOJIS', () => {
  it('has two tabs, basic and special, of 48 different emojis each', () => {
    expect(Object.keys(NOTE_EMOJIS)).toEqual(['basic', 'special']);
    for (const list of Object.values(NOTE_EMOJIS)) {
      expect(list).toHaveLength(48);
      expect(new Set(list).size).toBe(48);
      expect(list.every((emoji) => /\p{Extended_Pictographic}/u.test(emoji))).toBe(true);
    }
  });
});
