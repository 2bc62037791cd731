import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, hasAllMoodsWithinAWeek, longestDayRun } from './achievements.ts';

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
