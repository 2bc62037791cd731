import { describe, expect, it } from 'vitest';
import { formatNotificationTime } from './notification-time.ts';

const now = new Date('2026-11-23T12:00:00Z');

describe('formatNotificationTime', () => {
  it('reads day, month and time on the given clock, with the year only when it differs', () => {
    expect(formatNotificationTime('2026-11-23T11:05:00Z', 'Europe/Moscow', now)).toBe('23 ноября, 14:05');
    expect(formatNotificationTime('2025-12-31T20:30:00Z', 'Europe/Moscow', now)).toBe('31 декабря 2025, 23:30');
    expect(formatNotificationTime('2026-11-23T23:30:00Z', 'Asia/Vladivostok', now)).toBe('24 ноября, 09:30');
  });
});
