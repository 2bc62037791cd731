import { describe, expect, it } from 'vitest';
import {
  chartCurrentDay,
  chartDayStatuses,
  chartLengthDays,
  chartProgressPercent,
  hasProgressChart,
  isLabelledMarker,
  progressMessageLevel,
  sectorMarkerStep,
  sectorMarkers,
  statusRuns,
} from './habit-chart.ts';

const base = {
  duration: 'period' as const,
  period_value: 7,
  period_unit: 'days' as const,
  frequency: 'daily' as const,
  week_days: [0, 1, 2, 3, 4, 5, 6],
  start_date: '2026-03-01',
  completed_dates: [] as string[],
  day_progress: {} as Record<string, number>,
};

describe('habit chart', () => {
  it('opens only for period habits with value and unit', () => {
    expect(hasProgressChart(base)).toBe(true);
    expect(hasProgressChart({ ...base, duration: 'infinite' })).toBe(false);
    expect(hasProgressChart({ ...base, period_value: null })).toBe(false);
    expect(hasProgressChart({ ...base, period_unit: null })).toBe(false);
    expect(chartLengthDays({ ...base, period_value: 3, period_unit: 'weeks' })).toBe(21);
    expect(chartLengthDays({ ...base, period_value: 2, period_unit: 'months' })).toBe(60);
    expect(chartLengthDays({ ...base, duration: 'infinite' })).toBeNull();
  });

  it('current day is days since creation + 1, clamped to the period', () => {
    expect(chartCurrentDay('2026-03-01', '2026-03-01', 7)).toBe(1);
    expect(chartCurrentDay('2026-03-01', '2026-03-04', 7)).toBe(4);
    expect(chartCurrentDay('2026-03-01', '2026-04-30', 7)).toBe(7);
    expect(chartCurrentDay('2026-03-01', '2026-02-20', 7)).toBe(1);
  });

  it('gives each day completed, partial, missed, current or future', () => {
    const habit = {
      ...base,
      completed_dates: ['2026-03-01', '2026-03-03'],
      day_progress: { '2026-03-01': 1, '2026-03-02': 0, '2026-03-03': 2, '2026-03-04': 1 },
    };
    expect(chartDayStatuses(habit, 7, '2026-03-05')).toEqual(['completed', 'missed', 'completed', 'partial', 'current', 'future', 'future']);
    expect(chartDayStatuses({ ...habit, day_progress: { ...habit.day_progress, '2026-03-05': 1 } }, 7, '2026-03-05')[4]).toBe('partial');
    expect(chartDayStatuses({ ...habit, completed_dates: [...habit.completed_dates, '2026-03-05'] }, 7, '2026-03-05')[4]).toBe('completed');
  });

  it("a weekly habit's unscheduled days are off, past, today and ahead: neither missed, current nor future", () => {
    // 2026-03-02 is a Monday; the habit runs on Mondays and Wednesdays.
    const weekly = { ...base, frequency: 'weekly' as const, week_days: [1, 3], start_date: '2026-03-02' };
    expect(chartDayStatuses(weekly, 14, '2026-03-05')).toEqual([
      'missed', 'off', 'missed', 'off', 'off', 'off', 'off',
      'future', 'off', 'future', 'off', 'off', 'off', 'off',
    ]);
    expect(chartDayStatuses(weekly, 7, '2026-03-04')[2]).toBe('current');
  });

  it('a weekly habit done on each of its days reaches 100 percent: only scheduled days are asked for', () => {
    const weekly = { ...base, frequency: 'weekly' as const, week_days: [1, 3, 5], start_date: '2026-03-02', completed_dates: ['2026-03-02', '2026-03-04', '2026-03-06'] };
    const statuses = chartDayStatuses(weekly, 7, '2026-03-08');
    expect(statuses).toEqual(['completed', 'off', 'completed', 'off', 'completed', 'off', 'off']);
    expect(chartProgressPercent(statuses)).toBe(100);
    expect(chartProgressPercent(chartDayStatuses({ ...weekly, completed_dates: ['2026-03-02'] }, 7, '2026-03-08'))).toBe(33);
  });

  it('merges runs of one status', () => {
    expect(statusRuns(['completed', 'completed', 'missed', 'future', 'future', 'future'])).toEqual([
      { status: 'completed', from: 0, count: 2 },
      { status: 'missed', from: 2, count: 1 },
      { status: 'future', from: 3, count: 3 },
    ]);
  });

  it('puts sector markers every 7 days up to 21, every 10 up to 60, else every 15', () => {
    expect(sectorMarkerStep(7)).toBe(7);
    expect(sectorMarkerStep(21)).toBe(7);
    expect(sectorMarkerStep(22)).toBe(10);
    expect(sectorMarkerStep(60)).toBe(10);
    expect(sectorMarkerStep(61)).toBe(15);
    expect(sectorMarkers(21)).toEqual([7, 14, 21]);
    expect(sectorMarkers(30)).toEqual([10, 20, 30]);
    expect(sectorMarkers(90)).toEqual([15, 30, 45, 60, 75, 90]);
    expect(sectorMarkers(5)).toEqual([]);
  });

  it('labels every marker up to 8, else every k-th so that at most 8 carry their day', () => {
    const labelled = (lengthDays: number) => sectorMarkers(lengthDays).filter((_, i, all) => isLabelledMarker(i, all.length));
    expect(labelled(90)).toEqual([15, 30, 45, 60, 75, 90]);
    expect(labelled(120)).toEqual([15, 30, 45, 60, 75, 90, 105, 120]);
    expect(labelled(180)).toEqual([30, 60, 90, 120, 150, 180]);
    expect(labelled(365)).toEqual([45, 90, 135, 180, 225, 270, 315, 360]);
  });

  it('percent and message thresholds 100, 75, 50, 25', () => {
    expect(chartProgressPercent(['completed', 'completed', 'missed', 'future'])).toBe(50);
    expect(chartProgressPercent([])).toBe(0);
    expect(chartProgressPercent(['off', 'off'])).toBe(0);
    expect(progressMessageLevel(100)).toBe(100);
    expect(progressMessageLevel(99)).toBe(75);
    expect(progressMessageLevel(75)).toBe(75);
    expect(progressMessageLevel(50)).toBe(50);
    expect(progressMessageLevel(49)).toBe(25);
    expect(progressMessageLevel(25)).toBe(25);
    expect(progressMessageLevel(24)).toBe(0);
  });
});
