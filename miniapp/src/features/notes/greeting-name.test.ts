import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name.ts';

describe('greetingName', () => {
  it('uses the display name while the greeting loads or loaded', () => {
    expect(greetingName('Анна', false)).toBe('Анна');
  });

  it("is 'Пользователь' when the greeting failed with a 401", () => {
    expect(greetingName('Анна', true)).toBe('Пользователь');
    expect(greetingName(null, true)).toBe('Пользователь');
  });

  it("falls back to 'Пользователь' for an empty name", () => {
    expect(greetingName('  ', false)).toBe('Пользователь');
  });

  it('is not known yet while the profile loads', () => {
    expect(greetingName(null, false)).toBeNull();
  });
});
