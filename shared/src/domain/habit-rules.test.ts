import { describe, expect, it } from 'vitest';
import { dayKeyFor } from './day-key.ts';
import { addDays, daysBetween, weekdayOf } from './day-math.ts';
import { dailyTargetLabel, habitLastDay, habitStreak, isScheduledOn, normalizeWeekDays, periodLengthDays, typedDailyTarget } from './habit-rules.ts';

const daily = { frequency: 'daily' as const, week_days: [0, 1, 2, 3, 4, 5, 6], start_day: '2026-11-01' };
// Monday, Wednesday, Friday
const weekly = { frequency: 'weekly' as const, week_days: [1, 3, 5], start_day: '2026-11-01' };

describe('habitStreak', () => {
  it('counts consecutive done days ending today', () => {
    expect(habitStreak(daily, ['2026-11-21', '2026-11-22', '2026-11-23'], '2026-11-23')).toBe(3);
  });

  it('is not 0 just because today is not done yet', () => {
    expect(habitStreak(daily, ['2026-11-21', '2026-11-22'], '2026-11-23')).toBe(2);
  });

  it('breaks on a missed scheduled day', () => {
    expect(habitStreak(daily, ['2026-11-20', '2026-11-22'], '2026-11-23')).toBe(1);
    expect(habitStreak(daily, ['2026-11-20', '2026-11-21'], '2026-11-23')).toBe(0);
  });

  it('skips unscheduled days of a weekly habit without breaking or extending', () => {
    // Mon 16, Wed 18, Fri 20 done; Sat/Sun unscheduled; today Mon 23 not done yet.
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(habitStreak(weekly, ['2026-11-16', '2026-11-18', '2026-11-20'], '2026-11-23')).toBe(3);
    // A completion on an unscheduled Sunday does not count.
    expect(habitStreak(weekly, ['2026-11-20', '2026-11-22'], '2026-11-23')).toBe(1);
    // Missing Wednesday breaks it.
    expect(habitStreak(weekly, ['2026-11-16', '2026-11-20'], '2026-11-23')).toBe(1);
  });

  it('follows an un-completed today', () => {
    expect(habitStreak(daily, ['2026-11-22', '2026-11-23'], '2026-11-23')).toBe(2);
    expect(habitStreak(daily, ['2026-11-22'], '2026-11-23')).toBe(1);
  });

  it('reads only days up to today, each once, and counts a whole year', () => {
    // A day after today (a device clock ahead) is not part of it; a day listed twice counts once.
    expect(habitStreak(daily, ['2026-11-22', '2026-11-22', '2026-11-23', '2026-11-24'], '2026-11-23')).toBe(2);
    const year = Array.from({ length: 365 }, (_, i) => addDays('2026-11-23', i - 364));
    expect(habitStreak({ ...daily, start_day: year[0]! }, year, '2026-11-23')).toBe(365);
    expect(habitStreak({ ...daily, start_day: year[0]! }, year.filter((d) => d !== '2026-06-01'), '2026-11-23')).toBe(daysBetween('2026-06-01', '2026-11-23'));
  });

  it('does not count days before the habit started', () => {
    expect(habitStreak({ ...daily, start_day: '2026-11-22' }, ['2026-11-21', '2026-11-22', '2026-11-23'], '2026-11-23')).toBe(2);
  });
});

describe('schedules and periods', () => {
  it('reads 7 as Sunday and drops duplicates', () => {
    expect(normalizeWeekDays([7, 1, 1, 0])).toEqual([0, 1]);
  });

  it('runs weekly habits on their week days only', () => {
    expect(isScheduledOn(weekly, '2026-11-23')).toBe(true); // Monday
    expect(isScheduledOn(weekly, '2026-11-24')).toBe(false); // Tuesday
    expect(isScheduledOn(daily, '2026-11-24')).toBe(true);
  });

  it('measures periods in days, weeks x7 and months x30', () => {
    expect(periodLengthDays(21, 'days')).toBe(21);
    expect(periodLengthDays(3, 'weeks')).toBe(21);
    expect(periodLengthDays(2, 'months')).toBe(60);
    expect(habitLastDay({ duration: 'period', period_value: 21, period_unit: 'days' }, '2026-11-01')).toBe('2026-11-21');
    expect(habitLastDay({ duration: 'infinite', period_value: null, period_unit: null }, '2026-11-01')).toBeNull();
  });

  it('labels the daily target', () => {
    expect(dailyTargetLabel(1)).toBe('1 раз в день');
    expect(dailyTargetLabel(5)).toBe('5 раз в день');
    expect(dailyTargetLabel(null)).toBe('Не указано');
  });

  it('reads a typed daily target: a whole number 1-100, else none', () => {
    expect(['1', ' 7 ', '100'].map(typedDailyTarget)).toEqual([1, 7, 100]);
    expect(['', '  ', '0', '101', '1.5', '-1', 'abc', '1e2'].map(typedDailyTarget)).toEqual([null, null, null, null, null, null, null, 100]);
  });
});

describe('days across a daylight-saving change', () => {
  it('is one day, not zero or two', () => {
    // Europe/Berlin moves clocks forward on 2026-03-29 and back on 2026-10-25.
    expect(dayKeyFor(new Date('2026-03-28T22:59:00Z'), 'Europe/Berlin')).toBe('2026-03-28'); // 23:59 CET
    expect(dayKeyFor(new Date('2026-03-28T23:01:00Z'), 'Europe/Berlin')).toBe('2026-03-29'); // 00:01 CET
    expect(dayKeyFor(new Date('2026-03-29T21:59:00Z'), 'Europe/Berlin')).toBe('2026-03-29'); // 23:59 CEST
    expect(dayKeyFor(new Date('2026-10-25T22:59:00Z'), 'Europe/Berlin')).toBe('2026-10-25'); // 23:59 CET, a 25 h day
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });
});
