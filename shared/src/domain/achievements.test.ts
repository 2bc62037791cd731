import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, type HabitWeek, achievementGroupOf, hasAllMoodsWithinAWeek, idleDaysBefore, isPerfectWeek, longestDayRun } from './achievements.ts';
import { addDays } from './day-math.ts';
import type { Schedule } from './habit-rules.ts';
import { isDueOn, isHabitActiveOn } from './habit-today.ts';

type StoredWeek = Schedule & { is_active: boolean; start_day: string; end_day: string | null };

describe('longestDayRun', () => {
  it('counts the longest run of consecutive calendar days, across month and year ends', () => {
    expect(longestDayRun([])).toBe(0);
    expect(longestDayRun(['2026-11-23'])).toBe(1);
    expect(longestDayRun(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-03'])).toBe(3);
    expect(longestDayRun(['2026-03-01', '2026-02-28', '2026-02-28', '2026-02-27'])).toBe(3);
    expect(longestDayRun(['2026-11-01', '2026-11-03', '2026-11-05'])).toBe(1);
  });
});

describe('the achievement catalogue', () => {
  it('has unique keys and the rewards of ECONOMY.md', () => {
    expect(new Set(ACHIEVEMENTS.map((a) => a.key)).size).toBe(ACHIEVEMENTS.length);
    const rewards = Object.fromEntries(ACHIEVEMENTS.map((a) => [a.key, [a.coins_reward, a.status_points_reward, a.is_hidden]]));
    expect(rewards).toMatchObject({
      first_goal: [5, 2, false],
      goals_10: [50, 10, false],
      streak_100: [200, 30, false],
      diary_30: [75, 15, false],
      notes_50: [30, 5, false],
      premium: [50, 10, false],
      night_owl: [15, 3, true],
      perfect_week: [50, 10, true],
    });
    expect(ACHIEVEMENTS).toHaveLength(23);
  });
});

describe('hasAllMoodsWithinAWeek', () => {
  const notes = (entries: [string, number][]) => entries.map(([day, mood]) => ({ day, mood }));
  it('needs all five moods inside seven consecutive days', () => {
    const week = notes([['2026-11-23', 1], ['2026-11-24', 2], ['2026-11-25', 3], ['2026-11-27', 4], ['2026-11-29', 5]]);
    expect(hasAllMoodsWithinAWeek(week)).toBe(true);
    expect(hasAllMoodsWithinAWeek(notes([['2026-11-23', 1], ['2026-11-24', 2], ['2026-11-25', 3], ['2026-11-27', 4], ['2026-11-30', 5]]))).toBe(false);
    expect(hasAllMoodsWithinAWeek(notes([['2026-11-30', 5], ['2026-11-24', 1], ['2026-11-25', 2], ['2026-11-26', 3], ['2026-11-29', 4], ['2026-11-24', 2]]))).toBe(true);
    expect(hasAllMoodsWithinAWeek(notes([['2026-11-23', 1], ['2026-11-23', 2], ['2026-11-23', 3], ['2026-11-23', 4]]))).toBe(false);
    expect(hasAllMoodsWithinAWeek([])).toBe(false);
  });
});

describe('idleDaysBefore', () => {
  it('counts the whole days between the last active day and today', () => {
    expect(idleDaysBefore('2026-11-23', '2026-11-23')).toBe(0);
    expect(idleDaysBefore('2026-11-22', '2026-11-23')).toBe(0);
    expect(idleDaysBefore('2026-11-15', '2026-11-23')).toBe(7); // 16th..22nd idle: a comeback
    expect(idleDaysBefore('2026-11-16', '2026-11-23')).toBe(6);
    expect(idleDaysBefore('2026-12-25', '2027-01-02')).toBe(7);
    expect(idleDaysBefore('2026-11-24', '2026-11-23')).toBe(0); // a zone moved back a day
  });
});

describe('isPerfectWeek', () => {
  const today = '2026-11-29'; // a Sunday
  const week = (from = 0, to = 6) => new Set(Array.from({ length: to - from + 1 }, (_, i) => addDays(today, -(from + i))));
  const daily = (doneDays: Set<string>, over: Partial<StoredWeek> = {}): HabitWeek => {
    const habit: StoredWeek = { frequency: 'daily', week_days: [0, 1, 2, 3, 4, 5, 6], is_active: true, start_day: '2026-11-01', end_day: null, ...over };
    return { isDueOn: (day) => isDueOn({ ...habit, is_active: isHabitActiveOn(habit, day), start_date: habit.start_day }, day), doneDays };
  };

  it('needs every due habit done on each of the seven days ending today', () => {
    expect(isPerfectWeek([daily(week())], today)).toBe(true);
    expect(isPerfectWeek([daily(week(0, 5))], today)).toBe(false); // six days
    expect(isPerfectWeek([daily(week()), daily(week(1, 6))], today)).toBe(false); // one habit not done today
  });

  it('lets unscheduled days of a weekly habit pass, but not a day with nothing due', () => {
    const mondays = daily(new Set([addDays(today, -6)]), { frequency: 'weekly', week_days: [1] });
    expect(isPerfectWeek([daily(week()), mondays], today)).toBe(true);
    expect(isPerfectWeek([mondays], today)).toBe(false); // six days with nothing due
  });

  it('counts a habit only from its start day and while it is active', () => {
    const startedToday = daily(new Set([today]), { start_day: today });
    expect(isPerfectWeek([daily(week()), startedToday], today)).toBe(true);
    expect(isPerfectWeek([startedToday], today)).toBe(false);
    const formed = daily(new Set(), { is_active: false });
    expect(isPerfectWeek([daily(week()), formed], today)).toBe(true);
    const endedYesterday = daily(week(1, 6), { end_day: addDays(today, -1) });
    expect(isPerfectWeek([daily(week()), endedYesterday], today)).toBe(true);
  });
});

describe('achievementGroupOf', () => {
  it('reads a group name in any letter case, and anything else as every group', () => {
    expect(achievementGroupOf('goals')).toBe('goals');
    expect(achievementGroupOf(' Habits ')).toBe('habits');
    expect(achievementGroupOf('subscription')).toBe('subscription');
    expect(achievementGroupOf('goal_created')).toBeNull();
    expect(achievementGroupOf('everything')).toBeNull();
    expect(achievementGroupOf('  ')).toBeNull();
    expect(achievementGroupOf(null)).toBeNull();
  });
});
