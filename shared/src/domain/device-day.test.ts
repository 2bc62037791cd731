import { describe, expect, it } from 'vitest';
import { todayOnDevice } from './device-day.ts';

// 23:50 on 25 November in Moscow.
const now = new Date('2026-11-25T20:50:00Z');
const MOSCOW = 'Europe/Moscow';

describe('todayOnDevice', () => {
  it("believes the device's day within one day of the user's day in their zone", () => {
    expect(todayOnDevice(now, MOSCOW, '2026-11-26')).toBe('2026-11-26');
    expect(todayOnDevice(now, MOSCOW, '2026-11-24')).toBe('2026-11-24');
    expect(todayOnDevice(now, MOSCOW, '2026-11-25')).toBe('2026-11-25');
    expect(todayOnDevice(new Date('2026-12-31T21:30:00Z'), MOSCOW, '2026-12-31')).toBe('2026-12-31');
  });

  it("keeps the zone's day when the device sends none, a wrong clock or no real day", () => {
    for (const device of [null, undefined, '', '2026-11-27', '2026-11-23', '2025-11-25', '2026-11-31', '26.11.2026']) {
      expect(todayOnDevice(now, MOSCOW, device), String(device)).toBe('2026-11-25');
    }
    expect(todayOnDevice(now, 'America/Los_Angeles', null)).toBe('2026-11-25');
    expect(todayOnDevice(now, 'Asia/Vladivostok', null)).toBe('2026-11-26');
  });
});
