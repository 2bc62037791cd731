import { describe, expect, it } from 'vitest';
import { canAddProgress, canDecreaseProgress, habitOnNewDay, isDueOn, isHabitActiveOn, markDoneToday, progressRefusalOf, visibleStreak } from './habit-today.ts';

describe('habit progress buttons', () => {
  it('+ needs a scheduled day and room under the target; - needs progress', () => {
    expect(canAddProgress({ is_due_today: true, daily_progress: 1, daily_target: 2 })).toBe(true);
    expect(canAddProgress({ is_due_today: true, daily_progress: 2, daily_target: 2 })).toBe(false);
    expect(canAddProgress({ is_due_today: false, daily_progress: 0, daily_target: 2 })).toBe(false);
    expect(canDecreaseProgress({ daily_progress: 0 })).toBe(false);
    expect(canDecreaseProgress({ daily_progress: 1 })).toBe(true);
  });

  it('is due on a scheduled day of an active, started habit', () => {
    // 2026-03-09 is a Monday (1), 2026-03-10 a Tuesday (2).
    const weekly = { is_active: true, start_date: '2026-03-09', frequency: 'weekly' as const, week_days: [1] };
    expect(isDueOn(weekly, '2026-03-09')).toBe(true);
    expect(isDueOn(weekly, '2026-03-10')).toBe(false);
    expect(isDueOn({ ...weekly, frequency: 'daily' }, '2026-03-10')).toBe(true);
    expect(isDueOn({ ...weekly, frequency: 'daily' }, '2026-03-08')).toBe(false);
    expect(isDueOn({ ...weekly, is_active: false }, '2026-03-09')).toBe(false);
  });

  it('a habit cached yesterday starts today at 0 and is due per today’s schedule', () => {
    const cached = { is_active: true, start_date: '2026-03-01', frequency: 'weekly' as const, week_days: [1], daily_progress: 2, is_due_today: true };
    expect(habitOnNewDay(cached, '2026-03-10')).toMatchObject({ daily_progress: 0, is_due_today: false });
    expect(habitOnNewDay({ ...cached, is_due_today: false }, '2026-03-16')).toMatchObject({ daily_progress: 0, is_due_today: true });
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

  it('after a refusal today is done at the target, and the streak follows', () => {
    const schedule = { frequency: 'daily' as const, week_days: [0, 1, 2, 3, 4, 5, 6], start_date: '2026-03-01' };
    const habit = { ...schedule, daily_target: 3, daily_progress: 1, completed_dates: ['2026-03-08'], last_completed: '2026-03-08', streak: 0 };
    expect(markDoneToday(habit, '2026-03-10')).toEqual({
      ...schedule,
      daily_target: 3,
      daily_progress: 3,
      completed_dates: ['2026-03-08', '2026-03-10'],
      last_completed: '2026-03-10',
      streak: 1,
    });
    expect(markDoneToday({ ...habit, completed_dates: ['2026-03-09'] }, '2026-03-10').streak).toBe(2);
    expect(markDoneToday(markDoneToday(habit, '2026-03-10'), '2026-03-10').completed_dates).toHaveLength(2);
  });
});

describe('isHabitActiveOn', () => {
  it('is active while switched on, through a period habit\'s last day and not after it', () => {
    expect(isHabitActiveOn({ is_active: true, end_day: null }, '2026-11-23')).toBe(true);
    expect(isHabitActiveOn({ is_active: false, end_day: null }, '2026-11-23')).toBe(false);
    expect(isHabitActiveOn({ is_active: true, end_day: '2026-11-23' }, '2026-11-23')).toBe(true);
    expect(isHabitActiveOn({ is_active: true, end_day: '2026-11-22' }, '2026-11-23')).toBe(false);
    expect(isHabitActiveOn({ is_active: false, end_day: '2026-11-30' }, '2026-11-23')).toBe(false);
  });
});
