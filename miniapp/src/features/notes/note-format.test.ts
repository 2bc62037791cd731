import { describe, expect, it } from 'vitest';
import { formatNoteDateTime, formatNoteDayTime, formatNoteTime, formatScore, noteTitle } from './note-format.ts';

describe('note-format', () => {
  it('names untitled notes after their user day in Russian', () => {
    expect(noteTitle({ title: null, date: '2026-11-23' })).toBe('Запись 23 ноября');
    expect(noteTitle({ title: '   ', date: '2025-03-01' })).toBe('Запись 1 марта');
    expect(noteTitle({ title: 'Прогулка', date: '2026-03-01' })).toBe('Прогулка');
  });

  it("formats a note's day and time", () => {
    expect(formatNoteDateTime({ date: '2026-11-23', created_at: '2026-11-23T09:05:00.000Z' }, 'Europe/Moscow')).toBe('23 ноября 2026, 12:05');
    expect(formatNoteDayTime({ date: '2026-11-23', created_at: '2026-11-23T09:05:00.000Z' }, '2026-11-25', 'Europe/Moscow')).toBe('23 ноября, 12:05');
    expect(formatNoteTime({ date: '2026-11-23', created_at: '2026-11-23T09:05:00.000Z' }, '2026-11-25', 'Europe/Moscow')).toBe('12:05');
  });

  it('shows a note written in another zone at a moment that happened here, never its day with our clock time', () => {
    // Written at 00:01 on 28 November in Kolkata (UTC+5:30), read in Los Angeles, where it was 10:31 on the 27th.
    const kolkataMidnight = { date: '2026-11-28', created_at: '2026-11-27T18:31:00.000Z' };
    expect(formatNoteDateTime(kolkataMidnight, 'America/Los_Angeles')).toBe('27 ноября 2026, 10:31');
    expect(formatNoteDayTime(kolkataMidnight, '2026-11-27', 'America/Los_Angeles')).toBe('27 ноября, 10:31');
    // Under the heading of its own day (28 November) the time alone would mislead: it says its day.
    expect(formatNoteTime(kolkataMidnight, '2026-11-27', 'America/Los_Angeles')).toBe('27 ноября, 10:31');
    expect(formatNoteTime(kolkataMidnight, '2026-11-28', 'Asia/Kolkata')).toBe('00:01');
  });

  it('writes scores with a decimal comma', () => {
    expect(formatScore(4)).toBe('4');
    expect(formatScore(3.84)).toBe('3,8');
  });
});
