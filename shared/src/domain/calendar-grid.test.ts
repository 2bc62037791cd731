import { describe, expect, it } from 'vitest';
import {
  MONTH_GRID_CELLS,
  WEEK_DAYS_FROM_MONDAY,
  calendarGrid,
  calendarLegend,
  dayChips,
  goalCalendarExclusion,
  habitCalendarExclusion,
  habitOnDay,
  itemsOnDay,
  shiftYearMonth,
} from './calendar-grid.ts';
import { weekdayOf } from './day-math.ts';

const habit = (over: Partial<Parameters<typeof habitOnDay>[0]> = {}) => ({
  is_active: true,
  frequency: 'daily' as const,
  week_days: [0, 1, 2, 3, 4, 5, 6],
  start_date: '2026-03-01',
  end_date: null as string | null,
  ...over,
});

describe('calendar grid', () => {
  it('always has 42 cells from the Monday on or before the 1st', () => {
    for (const month of [1, 2, 3, 6, 9, 12]) {
      const cells = calendarGrid({ year: 2026, month }, '2026-03-05');
      expect(cells).toHaveLength(MONTH_GRID_CELLS);
      expect(weekdayOf(cells[0]!.day)).toBe(1);
      expect(cells.filter((c) => c.inMonth)[0]!.day.endsWith('-01')).toBe(true);
    }
  });

  it('dims the adjacent months and marks today', () => {
    // March 2026 starts on a Sunday: six days of February come first.
    const cells = calendarGrid({ year: 2026, month: 3 }, '2026-03-05');
    expect(cells[0]).toEqual({ day: '2026-02-23', inMonth: false, isToday: false });
    expect(cells[6]).toEqual({ day: '2026-03-01', inMonth: true, isToday: false });
    expect(cells.filter((c) => c.isToday).map((c) => c.day)).toEqual(['2026-03-05']);
    expect(cells.filter((c) => c.inMonth)).toHaveLength(31);
    expect(cells[41]!.day).toBe('2026-04-05');
    expect(cells[41]!.inMonth).toBe(false);
  });

  it('a February starting on Monday fills the first row with its own days', () => {
    const cells = calendarGrid({ year: 2027, month: 2 }, '2027-02-10');
    expect(cells[0]).toMatchObject({ day: '2027-02-01', inMonth: true });
    expect(cells.filter((c) => c.inMonth)).toHaveLength(28);
  });

  it('moves between months across years', () => {
    expect(shiftYearMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftYearMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftYearMonth({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
  });

  it('labels the week from Monday with the spec numbers', () => {
    expect(WEEK_DAYS_FROM_MONDAY.map((d) => d.label)).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    expect(WEEK_DAYS_FROM_MONDAY.map((d) => d.value)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    // Whole names as the Russian locale writes them (30 Nov 2026 is a Monday), capitalised.
    const weekday = new Intl.DateTimeFormat('ru-RU', { weekday: 'long', timeZone: 'UTC' });
    const names = [0, 1, 2, 3, 4, 5, 6].map((i) => weekday.format(new Date(Date.UTC(2026, 10, 30 + i))));
    expect(WEEK_DAYS_FROM_MONDAY.map((d) => d.name.toLowerCase())).toEqual(names);
  });
});

describe('calendar inclusion', () => {
  const today = '2026-03-10';

  it('a goal needs a deadline', () => {
    expect(goalCalendarExclusion({ deadline: null })).toBe('no_deadline');
    expect(goalCalendarExclusion({ deadline: '2026-03-20' })).toBeNull();
  });

  it('a habit must be active and have week days or a deadline', () => {
    expect(habitCalendarExclusion(habit(), today)).toBeNull();
    expect(habitCalendarExclusion(habit({ is_active: false }), today)).toBe('inactive');
    expect(habitCalendarExclusion(habit({ is_active: false, end_date: '2026-03-09' }), today)).toBe('completed');
    expect(habitCalendarExclusion(habit({ week_days: [] }), today)).toBe('no_schedule');
    expect(habitCalendarExclusion(habit({ week_days: [], end_date: '2026-03-31' }), today)).toBeNull();
  });

  it('a weekly habit shows on its week days between its first and last day', () => {
    const h = habit({ frequency: 'weekly', week_days: [1, 3], end_date: '2026-03-18' });
    expect(habitOnDay(h, '2026-02-23')).toBe(false); // a Monday before the start
    expect(habitOnDay(h, '2026-03-02')).toBe(true); // Monday
    expect(habitOnDay(h, '2026-03-03')).toBe(false); // Tuesday
    expect(habitOnDay(h, '2026-03-04')).toBe(true); // Wednesday
    expect(habitOnDay(h, '2026-03-23')).toBe(false); // Monday after the end
    expect(habitOnDay(habit({ week_days: [], end_date: '2026-03-31' }), '2026-03-31')).toBe(true);
    expect(habitOnDay(habit({ week_days: [], end_date: '2026-03-31' }), '2026-03-30')).toBe(false);
  });

  it('items of a day follow the checkboxes', () => {
    const goals = [{ id: 1, deadline: '2026-03-12' }, { id: 2, deadline: null }, { id: 3, deadline: '2026-03-12' }];
    const habits = [habit(), habit({ is_active: false })];
    const both = itemsOnDay(goals, habits, '2026-03-12', { goals: true, habits: true }, today);
    expect(both.goals.map((g) => g.id)).toEqual([1, 3]);
    expect(both.habits).toHaveLength(1);
    expect(itemsOnDay(goals, habits, '2026-03-12', { goals: false, habits: true }, today).goals).toEqual([]);
    expect(itemsOnDay(goals, habits, '2026-03-12', { goals: true, habits: false }, today).habits).toEqual([]);
  });

  it('a day shows at most one goal chip, one habit chip and +N', () => {
    expect(dayChips(0, 0)).toEqual({ goal: false, habit: false, more: 0 });
    expect(dayChips(1, 1)).toEqual({ goal: true, habit: true, more: 0 });
    expect(dayChips(3, 0)).toEqual({ goal: true, habit: false, more: 2 });
    expect(dayChips(2, 4)).toEqual({ goal: true, habit: true, more: 4 });
  });

  it('counts total, in calendar, displayed and the reasons of the rest', () => {
    const cells = calendarGrid({ year: 2026, month: 3 }, today);
    const goals = [
      { deadline: '2026-03-12' },
      { deadline: '2026-08-01' }, // in the calendar, not in this month's cells
      { deadline: null },
      { deadline: null },
    ];
    const habits = [
      habit(),
      habit({ is_active: false }),
      habit({ is_active: false, end_date: '2026-03-01' }),
      habit({ week_days: [] }),
    ];
    const legend = calendarLegend(goals, habits, cells, { goals: true, habits: true }, today);
    expect(legend).toEqual({
      total: 8,
      inCalendar: 3,
      displayed: 2,
      notInCalendar: 5,
      reasons: { no_deadline: 2, completed: 1, no_schedule: 1, inactive: 1 },
    });
    expect(calendarLegend(goals, habits, cells, { goals: false, habits: true }, today).displayed).toBe(1);
    expect(calendarLegend(goals, habits, cells, { goals: false, habits: false }, today).displayed).toBe(0);
  });
});
