import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextPath } from './storable-text.ts';

describe('storable text', () => {
  it('takes any well-formed text, emoji and right-to-left marks too', () => {
    for (const text of ['', 'Привет', '😀👍🏽‍🔥', 'שלום \u202Eمرحبا', '\u0001\t\n']) expect(isStorableText(text), JSON.stringify(text)).toBe(true);
  });

  it('refuses U+0000 and half of a surrogate pair', () => {
    for (const text of ['\u0000', 'до\u0000после', '\uD800', 'a\uDC00', '😀'.slice(0, 1), '😀'.slice(1)]) expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });

  it('finds the first such text in a parsed request, by its path', () => {
    expect(unstorableTextPath({ title: 'Цель', subgoals: [{ text: 'Шаг' }, { text: 'x\u0000' }] })).toEqual(['subgoals', 1, 'text']);
    expect(unstorableTextPath({ keys: { auth: '\uD800' } })).toEqual(['keys', 'auth']);
    expect(unstorableTextPath('\u0000')).toEqual([]);
    expect(unstorableTextPath({ title: 'Цель', mood: 3, done: true, none: null, list: [1, 'два'] })).toBeNull();
  });

  it('walks a value nested deeper than the call stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(unstorableTextPath({ is_public: deep })).toHaveLength(100_001);
    expect(unstorableTextPath(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBeNull();
  });
});
