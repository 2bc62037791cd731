import { describe, expect, it } from 'vitest';
import { STATUS_LEVELS, statusFor } from './statuses.ts';

describe('statusFor', () => {
  it('is the highest level whose minimum is reached', () => {
    expect(statusFor(0).name).toBe('Новичок');
    expect(statusFor(9).name).toBe('Новичок');
    expect(statusFor(10).name).toBe('Исследователь');
    expect(statusFor(199).name).toBe('Эксперт');
    expect(statusFor(5000).name).toBe('Легенда');
  });
});

describe('STATUS_LEVELS', () => {
  it('are the ECONOMY.md ladder with emoji, each with a description and colour', () => {
    expect(STATUS_LEVELS.map((l) => `${l.emoji} ${l.name} ${l.min_activity}`)).toEqual([
      '🌱 Новичок 0',
      '🧭 Исследователь 10',
      '⚡ Активист 25',
      '🎯 Мастер 50',
      '🏆 Эксперт 100',
      '👑 Легенда 200',
    ]);
    for (const level of STATUS_LEVELS) expect(level.description.length).toBeGreaterThan(0);
    expect(STATUS_LEVELS.map((l) => l.id)).toEqual([1, 2, 3, 4, 5, 6]); // the API's order is the id
  });
});
