import { describe, expect, it } from 'vitest';
import { addDays, dayKeyOfNumber, dayNumber, daysBetween, isDayKey, latestDayKey, weekdayOf } from './day-math.ts';

/** The calendar as JavaScript's Date (UTC) sees it: the reference the integer arithmetic must match. */
function viaDate(ms: number) {
  const d = new Date(ms);
  return { key: d.toISOString().slice(0, 10), weekday: d.getUTCDay() };
}

describe('day math', () => {
  it('matches the Gregorian calendar of Date for every day from 1900 to 2400', () => {
    const first = Date.UTC(1900, 0, 1);
    const days = (Date.UTC(2400, 11, 31) - first) / 86_400_000;
    const start = dayNumber('1900-01-01');
    for (let i = 0; i <= days; i++) {
      const expected = viaDate(first + i * 86_400_000);
      const key = dayKeyOfNumber(start + i);
      if (key !== expected.key || dayNumber(key) !== start + i || weekdayOf(key) !== expected.weekday) {
        expect({ key, number: dayNumber(key), weekday: weekdayOf(key) }).toEqual({ key: expected.key, number: start + i, weekday: expected.weekday });
      }
    }
    expect(dayNumber('1970-01-01')).toBe(0);
  });

  it('adds and counts days across month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-23', '2026-11-20')).toBe(-3);
    expect(daysBetween('2000-01-01', '2100-01-01')).toBe(36_525);
  });

  it('numbers week days from 0 Sunday, before 1970 too', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('1969-12-31')).toBe(3);
  });

  it('takes the later of two day keys, across months and years', () => {
    expect(latestDayKey('2026-11-20', '2026-11-22')).toBe('2026-11-22');
    expect(latestDayKey('2026-11-22', '2026-10-30')).toBe('2026-11-22');
    expect(latestDayKey('2025-12-31', '2026-01-01')).toBe('2026-01-01');
    expect(latestDayKey('2026-11-22', '2026-11-22')).toBe('2026-11-22');
  });

  it('accepts only real calendar dates as day keys', () => {
    expect(isDayKey('2024-02-29')).toBe(true);
    expect(isDayKey('2025-02-29')).toBe(false);
    expect(isDayKey('2026-13-01')).toBe(false);
    expect(isDayKey('2026-1-01')).toBe(false);
  });
});
