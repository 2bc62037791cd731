import { describe, expect, it } from 'vitest';
import { todayOnDevice } from './device-day.ts';

describe('todayOnDevice', () => {
  it("believes the device's day within one day of the user's day", () => {
    expect(todayOnDevice('2026-11-25', '2026-11-26')).toBe('2026-11-26');
    expect(todayOnDevice('2026-11-25', '2026-11-24')).toBe('2026-11-24');
    expect(todayOnDevice('2026-12-31', '2027-01-01')).toBe('2027-01-01');
    expect(todayOnDevice('2026-11-25', '2026-11-25')).toBe('2026-11-25');
  });

  it('keeps the user day when the device sends none, a wrong clock or no real day', () => {
    expect(todayOnDevice('2026-11-25', null)).toBe('2026-11-25');
    expect(todayOnDevice('2026-11-25', undefined)).toBe('2026-11-25');
    expect(todayOnDevice('2026-11-25', '')).toBe('2026-11-25');
    expect(todayOnDevice('2026-11-25', '2026-11-27')).toBe('2026-11-25');
    expect(todayOnDevice('2026-11-25', '2025-11-25')).toBe('2026-11-25');
    expect(todayOnDevice('2026-11-25', '2026-11-31')).toBe('2026-11-25');
    expect(todayOnDevice('2026-11-25', '26.11.2026')).toBe('2026-11-25');
  });
});
