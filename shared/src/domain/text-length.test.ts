import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { clipText, textLength } from './text-length.ts';

describe('textLength and clipText', () => {
  it('count an emoji as one character, as the contract does', () => {
    expect(textLength('🦊'.repeat(30))).toBe(30);
    expect(textLength('Лиса 🦊')).toBe(6);
    // The same count as zod's limit: 30 foxes pass a 30-character limit, 31 do not.
    expect(z.string().max(30).safeParse('🦊'.repeat(30)).success).toBe(true);
    expect(z.string().max(30).safeParse('🦊'.repeat(31)).success).toBe(false);
  });

  it('cut to the limit without splitting an emoji, and leave a short text as it is', () => {
    expect(clipText('🦊'.repeat(31), 30)).toBe('🦊'.repeat(30));
    expect(clipText('аб🦊вг', 3)).toBe('аб🦊');
    const short = 'Лиса';
    expect(clipText(short, 30)).toBe(short);
  });
});
