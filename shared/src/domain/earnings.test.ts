import { describe, expect, it } from 'vitest';
import { localHourOf, rewardKeys } from './earnings.ts';

describe('localHourOf', () => {
  it('reads the hour on the user clock, not UTC', () => {
    const instant = new Date('2026-11-23T14:01:00Z');
    expect(localHourOf(instant, 'UTC')).toBe(14);
    expect(localHourOf(instant, 'Asia/Vladivostok')).toBe(0);
    expect(localHourOf(instant, 'America/New_York')).toBe(9);
  });
});

describe('rewardKeys', () => {
  it('key a habit target per local day and a goal once', () => {
    expect(rewardKeys.habitTarget(3, '2026-11-23')).not.toBe(rewardKeys.habitTarget(3, '2026-11-24'));
    expect(rewardKeys.goalCompleted(12)).toBe('goal:12');
    expect(rewardKeys.achievement('first_note')).toBe('achievement:first_note');
  });
});
