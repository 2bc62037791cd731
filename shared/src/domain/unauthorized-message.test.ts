import { describe, expect, it } from 'vitest';
import { saysUnauthorized } from './unauthorized-message.ts';

describe('saysUnauthorized', () => {
  it("is a message that contains 'не авторизован' or 401", () => {
    expect(saysUnauthorized('Пользователь не авторизован')).toBe(true);
    expect(saysUnauthorized('HTTP 401 Unauthorized')).toBe(true);
    expect(saysUnauthorized('Сервис временно недоступен')).toBe(false);
    expect(saysUnauthorized('')).toBe(false);
  });
});
