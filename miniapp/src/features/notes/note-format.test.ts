import { describe, expect, it } from 'vitest';
import { formatNoteDateTime, formatScore, noteTitle } from './note-format.ts';

describe('note-format', () => {
  it('names untitled notes after their user day in Russian', () => {
    expect(noteTitle({ title: null, date: '2026-11-23' })).toBe('Запись 23 ноября');
    expect(noteTitle({ title: '   ', date: '2025-03-01' })).toBe('Запись 1 марта');
    expect(noteTitle({ title: 'Прогулка', date: '2026-03-01' })).toBe('Прогулка');
  });

  it("formats a note's day and time", () => {
    expect(formatNoteDateTime({ date: '2026-11-23', created_at: '2026-11-23T09:05:00.000Z' })).toMatch(/^23 ноября 2026, \d\d:05$/);
  });

  it('writes scores with a decimal comma', () => {
    expect(formatScore(4)).toBe('4');
    expect(formatScore(3.84)).toBe('3,8');
  });
});
