import { describe, expect, it } from 'vitest';
import { canAddProgress, canDecreaseProgress, markDoneToday, progressRefusalOf, visibleStreak } from './habit-today.ts';

describe('habit progress buttons', () => {
  it('+ needs a scheduled day and room under the target; - needs progress', () => {
    expect(canAddProgress({ is_due_today: true, daily_progress: 1, daily_target: 2 })).toBe(true);
    expect(canAddProgress({ is_due_today: true, daily_progress: 2, daily_target: 2 })).toBe(false);
    expect(canAddProgress({ is_due_today: false, daily_progress: 0, daily_target: 2 })).toBe(false);
    expect(canDecreaseProgress({ daily_progress: 0 })).toBe(false);
    expect(canDecreaseProgress({ daily_progress: 1 })).toBe(true);
  });

  it('a cached streak lapses after 1 day (daily) or 7 days (weekly)', () => {
    const today = '2026-03-10';
    expect(visibleStreak({ streak: 4, frequency: 'daily', last_completed: '2026-03-09' }, today)).toBe(4);
    expect(visibleStreak({ streak: 4, frequency: 'daily', last_completed: '2026-03-08' }, today)).toBe(0);
    expect(visibleStreak({ streak: 2, frequency: 'weekly', last_completed: '2026-03-03' }, today)).toBe(2);
    expect(visibleStreak({ streak: 2, frequency: 'weekly', last_completed: '2026-03-02' }, today)).toBe(0);
    expect(visibleStreak({ streak: 2, frequency: 'daily', last_completed: null }, today)).toBe(0);
  });

  it('reads the server refusals of core.md 8', () => {
    expect(progressRefusalOf('Нельзя превысить дневную цель')).toBe('target_reached');
    expect(progressRefusalOf('Привычка уже выполнена сегодня')).toBe('already_done');
    expect(progressRefusalOf('Привычка не активна')).toBeNull();
    expect(progressRefusalOf(null)).toBeNull();
  });

  it('after a refusal today is done at the target', () => {
    const habit = { daily_target: 3, daily_progress: 1, completed_dates: ['2026-03-08'], last_completed: '2026-03-08' };
    expect(markDoneToday(habit, '2026-03-10')).toEqual({
      daily_target: 3,
      daily_progress: 3,
      completed_dates: ['2026-03-08', '2026-03-10'],
      last_completed: '2026-03-10',
    });
    expect(markDoneToday(markDoneToday(habit, '2026-03-10'), '2026-03-10').completed_dates).toHaveLength(2);
  });
});
