import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDayLong, formatDayMonth, formatDayNumeric, formatDayNumericFull, formatDayShort, formatMonthTitle, formatTimeZone, formatWeekdayDay } from './russian-dates.ts';

describe('Russian dates', () => {
  it('formats day keys in Russian, the same in any zone', () => {
    expect(formatDayLong('2026-03-05')).toBe('5 марта 2026');
    expect(formatDayLong('2026-12-31')).toBe('31 декабря 2026');
    expect(formatDayShort('2026-05-01', '2026-03-05')).toBe('1 мая');
    expect(formatDayShort('2027-05-01', '2026-03-05')).toBe('1 мая 2027');
  });

  it('formats days without the year and with the weekday', () => {
    expect(formatDayMonth('2026-05-09')).toBe('9 мая');
    expect(formatWeekdayDay('2026-11-23')).toBe('Понедельник, 23 ноября');
  });

  it('formats days as dd.mm.yy with leading zeros', () => {
    expect(formatDayNumeric('2026-03-05')).toBe('05.03.26');
    expect(formatDayNumeric('2026-11-23')).toBe('23.11.26');
    expect(formatDayNumeric('2030-12-31')).toBe('31.12.30');
    expect(formatDayNumeric('2001-01-09')).toBe('09.01.01');
  });

  it("formats days as dd.mm.yyyy, as toLocaleDateString('ru-RU') writes them", () => {
    expect(formatDayNumericFull('2026-03-05')).toBe('05.03.2026');
    expect(formatDayNumericFull('2026-11-25')).toBe('25.11.2026');
    expect(formatDayNumericFull('2026-11-25')).toBe(new Date(2026, 10, 25).toLocaleDateString('ru-RU'));
    expect(formatDayNumericFull('2001-01-09')).toBe(new Date(2001, 0, 9).toLocaleDateString('ru-RU'));
  });

  it('titles months in the nominative', () => {
    expect(formatMonthTitle(2026, 3)).toBe('Март 2026');
    expect(formatMonthTitle(2026, 5)).toBe('Май 2026');
  });
});

describe('formatClockTime', () => {
  it('reads hours and minutes on the given clock, each zone on its own', () => {
    expect(formatClockTime('2026-11-23T11:05:00Z', 'Europe/Moscow')).toBe('14:05');
    expect(formatClockTime('2026-11-23T11:05:00Z', 'UTC')).toBe('11:05');
    expect(formatClockTime('2026-11-23T23:30:00Z', 'Asia/Vladivostok')).toBe('09:30');
    expect(formatClockTime('2026-11-23T21:00:00Z', 'Europe/Moscow')).toBe('00:00');
  });

  it('reads the device clock without a zone', () => {
    const instant = '2026-11-23T11:05:00Z';
    const device = new Date(instant);
    const expected = `${String(device.getHours()).padStart(2, '0')}:${String(device.getMinutes()).padStart(2, '0')}`;
    expect(formatClockTime(instant)).toBe(expected);
  });
});

describe('formatTimeZone', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');

  it('names the zone in Russian with its offset, never the IANA key', () => {
    expect(formatTimeZone('Europe/Moscow', winter)).toBe('Москва, стандартное время, GMT+3');
    expect(formatTimeZone('Asia/Vladivostok', winter)).toBe('Владивосток, стандартное время, GMT+10');
  });

  it('follows summer time in the offset', () => {
    expect(formatTimeZone('Europe/Berlin', winter)).toContain(', GMT+1');
    expect(formatTimeZone('Europe/Berlin', summer)).toContain(', GMT+2');
  });

  it('says only the offset where the runtime has no name for the zone', () => {
    expect(formatTimeZone('UTC', winter)).toBe('GMT+0');
  });
});
