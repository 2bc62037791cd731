import { describe, expect, it } from 'vitest';
import { instantOnDevice, todayOnDevice } from './device-day.ts';

// 23:50 on 25 November in Moscow.
const now = new Date('2026-11-25T20:50:00Z');
const MOSCOW = 'Europe/Moscow';

describe('todayOnDevice', () => {
  it("is the device's day whenever the app sends a real day, however far from the zone's", () => {
    for (const device of ['2026-11-26', '2026-11-24', '2026-11-25', '2027-03-14', '2025-01-01']) {
      expect(todayOnDevice(now, MOSCOW, device)).toBe(device);
    }
  });

  it("is the zone's day when the device sends none or no real day", () => {
    for (const device of [null, undefined, '', '2026-11-31', '26.11.2026', 'tomorrow']) {
      expect(todayOnDevice(now, MOSCOW, device), String(device)).toBe('2026-11-25');
    }
    expect(todayOnDevice(now, 'America/Los_Angeles', null)).toBe('2026-11-25');
    expect(todayOnDevice(now, 'Asia/Vladivostok', null)).toBe('2026-11-26');
  });
});

describe('instantOnDevice', () => {
  it("is the device's instant when the app sent a real one, else now", () => {
    expect(instantOnDevice(now, '2027-03-01T12:30:00.000Z').toISOString()).toBe('2027-03-01T12:30:00.000Z');
    expect(instantOnDevice(now, '2027-03-01T15:30:00+03:00').toISOString()).toBe('2027-03-01T12:30:00.000Z');
    for (const device of [null, undefined, '', '2027-03-01', '2027-02-30T12:00:00Z', 'вчера', '1700000000000']) {
      expect(instantOnDevice(now, device), String(device)).toBe(now);
    }
  });
});
