import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting-name.ts';

describe('greetingName', () => {
  it('uses the display name while the greeting loads or loaded', () => {
    expect(greetingName('Анна', null)).toBe('Анна');
  });

  it("is 'Пользователь' when the failure mentions unauthorised or 401", () => {
    expect(greetingName('Анна', 'Пользователь не авторизован')).toBe('Пользователь');
    expect(greetingName('Анна', 'HTTP 401 Unauthorized')).toBe('Пользователь');
    expect(greetingName('Анна', 'Ошибка сервера (500)')).toBe('Анна');
  });

  it("falls back to 'Пользователь' without a name", () => {
    expect(greetingName(null, null)).toBe('Пользователь');
    expect(greetingName('  ', null)).toBe('Пользователь');
  });
});
