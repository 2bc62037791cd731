import { describe, expect, it } from 'vitest';
import { isBlankText } from './blank-text.ts';

describe('isBlankText', () => {
  it.each(['', '   ', '\t\n', '\u200B', ' \u200B\u200C\u200D ', '\u2060\uFEFF\u00AD'])('%j shows nothing', (text) => {
    expect(isBlankText(text)).toBe(true);
  });

  it.each(['a', ' Бег ', '\u200BЙога', '🙂', '\u200D🏃'])('%j shows something', (text) => {
    expect(isBlankText(text)).toBe(false);
  });
});
