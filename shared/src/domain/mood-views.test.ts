import { describe, expect, it } from 'vitest';
import { MONTH_GRID_CELLS } from './calendar-grid.ts';
import {
  groupByDay,
  groupByYear,
  isInRecentWeek,
  moodCalendarCells,
  recentWeekNotes,
  monthParam,
  noteDay,
  weekDaysOf,
  weekMoodBars,
  weekStartOf,
  weekTabRange,
} from './mood-views.ts';

describe("a note's day", () => {
  // 22:30 UTC on 28 February is 01:30 of 1 March in Moscow and still 28 February in New York.
  const createdAt = '2025-02-28T22:30:00.000Z';

  it('is the date the server sent', () => {
    expect(noteDay({ date: '2025-02-28', created_at: createdAt }, 'Europe/Moscow')).toBe('2025-02-28');
  });

  it("without a date (core.md 3's fields only) is the day of created_at in the device's zone", () => {
    expect(noteDay({ created_at: createdAt }, 'Europe/Moscow')).toBe('2025-03-01');
    expect(noteDay({ created_at: createdAt }, 'America/New_York')).toBe('2025-02-28');
    expect(noteDay({ date: null, created_at: createdAt }, 'Europe/Moscow')).toBe('2025-03-01');
  });

  it('reads a date that is no day key as absent', () => {
    expect(noteDay({ date: '', created_at: createdAt }, 'Europe/Moscow')).toBe('2025-03-01');
    expect(noteDay({ date: '2025-02-30', created_at: createdAt }, 'Europe/Moscow')).toBe('2025-03-01');
  });
});

// 2026-11-23 is a Monday, 2026-11-29 a Sunday.
describe('weeks run Monday to Sunday', () => {
  it('finds the Monday of any day, Sunday included', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-26')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
  });

  it('lists the seven days across a month and year boundary', () => {
    expect(weekDaysOf('2026-01-01')).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
  });
});

describe('the recent week is today and 6 days back', () => {
  it('includes the 6th day back and excludes the 7th and the future', () => {
    expect(isInRecentWeek('2026-11-26', '2026-11-26')).toBe(true);
    expect(isInRecentWeek('2026-11-20', '2026-11-26')).toBe(true);
    expect(isInRecentWeek('2026-11-19', '2026-11-26')).toBe(false);
    expect(isInRecentWeek('2026-11-27', '2026-11-26')).toBe(false);
  });

  it('filters notes keeping their order', () => {
    const notes = [{ date: '2026-11-26', id: 3 }, { date: '2026-11-20', id: 2 }, { date: '2026-11-19', id: 1 }];
    expect(recentWeekNotes(notes, '2026-11-26').map((n) => n.id)).toEqual([3, 2]);
  });

  it('the Week tab fetches both its chart week and the recent week', () => {
    // Monday: the recent week reaches into last week, the chart to Sunday.
    expect(weekTabRange('2026-11-23')).toEqual({ from: '2026-11-17', to: '2026-11-29' });
    // Sunday: the chart's Monday is the recent week's first day.
    expect(weekTabRange('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });
});

describe('weekMoodBars', () => {
  it('gives one bar per weekday with the combined score out of 5 and the count', () => {
    const notes = [
      { date: '2026-11-25', mood: 5 },
      { date: '2026-11-25', mood: 5 },
      { date: '2026-11-25', mood: 1 },
      { date: '2026-11-23', mood: 2 },
      { date: '2026-11-22', mood: 4 }, // the Sunday before: not this week
    ];
    const bars = weekMoodBars(notes, '2026-11-26');
    expect(bars.map((b) => b.date)).toEqual(weekDaysOf('2026-11-26'));
    expect(bars.map((b) => b.count)).toEqual([1, 0, 3, 0, 0, 0, 0]);
    expect(bars[0]).toMatchObject({ score: 2, mood: 2, share: 0.4, isToday: false });
    expect(bars[2]!.score).toBeCloseTo(0.6 * 5 + 0.4 * 1);
    expect(bars[2]!.mood).toBe(3);
    expect(bars[1]).toMatchObject({ score: null, mood: null, share: 0 });
    expect(bars[3]!.isToday).toBe(true);
  });
});

describe('grouping', () => {
  it('groups consecutive notes by day', () => {
    const notes = [
      { date: '2026-11-26', id: 4 },
      { date: '2026-11-26', id: 3 },
      { date: '2026-11-24', id: 2 },
    ];
    expect(groupByDay(notes)).toEqual([
      { date: '2026-11-26', notes: [notes[0], notes[1]] },
      { date: '2026-11-24', notes: [notes[2]] },
    ]);
  });

  it('groups notes by year of the user day, newest year first as given', () => {
    const notes = [
      { date: '2027-01-01', id: 3 },
      { date: '2026-12-31', id: 2 },
      { date: '2026-01-05', id: 1 },
    ];
    const groups = groupByYear(notes);
    expect(groups.map((g) => g.year)).toEqual([2027, 2026]);
    expect(groups[1]!.notes.map((n) => n.id)).toEqual([2, 1]);
    expect(groupByYear([])).toEqual([]);
  });
});

describe('moodCalendarCells', () => {
  const days = [
    { date: '2026-11-05', dominant_mood: 4, count: 1, tied_moods: [4] },
    { date: '2026-11-10', dominant_mood: 5, count: 2, tied_moods: [2, 5] },
    { date: '2026-11-11', dominant_mood: 3, count: 3, tied_moods: [3] },
  ];
  const cells = moodCalendarCells({ year: 2026, month: 11 }, days, '2026-11-11');
  const cell = (date: string) => cells.find((c) => c.date === date)!;

  it('always has 42 cells starting on the Monday on or before the 1st', () => {
    expect(cells).toHaveLength(MONTH_GRID_CELLS);
    // 2026-11-01 is a Sunday.
    expect(cells[0]).toMatchObject({ date: '2026-10-26', day: 26, inMonth: false });
    expect(cell('2026-11-01').inMonth).toBe(true);
    expect(cells[41]).toMatchObject({ date: '2026-12-06', inMonth: false });
  });

  it('shows the dominant mood, the count above 1 only, and nothing on empty days', () => {
    expect(cell('2026-11-05')).toMatchObject({ mood: 4, count: 1, showCount: false, tiedMoods: [] });
    expect(cell('2026-11-11')).toMatchObject({ mood: 3, count: 3, showCount: true, isToday: true });
    expect(cell('2026-11-12')).toMatchObject({ mood: null, count: 0, showCount: false, isToday: false });
  });

  it('marks a tie exactly when two or more moods share the top count, highest first', () => {
    expect(cell('2026-11-10')).toMatchObject({ mood: 5, tiedMoods: [5, 2] });
    expect(cells.filter((c) => c.tiedMoods.length > 0)).toHaveLength(1);
  });

  it('ignores summaries of days outside the month', () => {
    const other = moodCalendarCells({ year: 2026, month: 12 }, days, '2026-11-11');
    expect(other.every((c) => c.mood === null)).toBe(true);
  });
});

describe('months', () => {
  it('writes the calendar month parameter', () => {
    expect(monthParam({ year: 2026, month: 3 })).toBe('2026-03');
    expect(monthParam({ year: 2026, month: 11 })).toBe('2026-11');
  });

});
