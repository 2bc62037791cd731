import { describe, expect, it } from 'vitest';
import { durationLine } from './habit-lines.ts';

describe('durationLine', () => {
  it("says a habit's period after 'На' in the accusative, an endless one 'Бессрочно'", () => {
    const period = (period_value: number, period_unit: 'days' | 'weeks' | 'months') => durationLine({ duration: 'period', period_value, period_unit });
    expect(period(1, 'weeks')).toBe('На 1 неделю');
    expect(period(21, 'weeks')).toBe('На 21 неделю');
    expect(period(3, 'weeks')).toBe('На 3 недели');
    expect(period(21, 'days')).toBe('На 21 день');
    expect(period(5, 'months')).toBe('На 5 месяцев');
    expect(durationLine({ duration: 'infinite', period_value: null, period_unit: null })).toBe('Бессрочно');
  });
});
