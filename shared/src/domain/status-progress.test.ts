import { describe, expect, it } from 'vitest';
import { statusProgress } from './status-progress.ts';
import { STATUS_LEVELS } from './statuses.ts';

describe('statusProgress', () => {
  it('places a new user on the first of six with the way to the second', () => {
    const p = statusProgress(STATUS_LEVELS, 0);
    expect(p.current.name).toBe('Новичок');
    expect(p.place).toBe(1);
    expect(p.next?.name).toBe('Исследователь');
    expect(p.remaining).toBe(10);
    expect(p.percent).toBe(0);
  });

  it('measures progress between the current and the next minimum', () => {
    const p = statusProgress(STATUS_LEVELS, 12);
    expect(p.current.name).toBe('Исследователь');
    expect(p.place).toBe(2);
    expect(p.next?.name).toBe('Активист');
    expect(p.remaining).toBe(13);
    expect(p.percent).toBe(13); // 2 of 15 points
    expect(statusProgress(STATUS_LEVELS, 24).percent).toBe(93);
    expect(statusProgress(STATUS_LEVELS, 25).current.name).toBe('Активист');
    expect(statusProgress(STATUS_LEVELS, 25).percent).toBe(0);
  });

  it('is complete at the top status', () => {
    const p = statusProgress(STATUS_LEVELS, 5000);
    expect(p.current.name).toBe('Легенда');
    expect(p.place).toBe(6);
    expect(p.next).toBeNull();
    expect(p.remaining).toBe(0);
    expect(p.percent).toBe(100);
  });

  it('clamps points below the lowest minimum to 0 percent and accepts any order', () => {
    const levels = [{ min_activity: 10 }, { min_activity: 5 }, { min_activity: 20 }];
    const p = statusProgress(levels, -3);
    expect(p.current.min_activity).toBe(5);
    expect(p.percent).toBe(0);
    expect(p.remaining).toBe(13);
    expect(statusProgress(levels, 15).current.min_activity).toBe(10);
  });

  it('refuses an empty ladder', () => {
    expect(() => statusProgress([], 1)).toThrow();
  });
});
