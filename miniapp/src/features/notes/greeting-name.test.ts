import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name.ts';

describe('greetingName', () => {
  it('uses the display name while the greeting loads or loaded', () => {
    expect(greetingName('Анна', false)).toBe('Анна');
  });

  it("is 'Пользователь' when the greeting failed with a 401", () => {
    expect(greetingName('Анна', true)).toBe('Пользователь');
  });

  it("falls back to 'Пользователь' without a name", () => {
    expect(greetingName(null, false)).toBe('Пользователь');
    expect(greetingName('  ', false)).toBe('Пользователь');
  });
});
