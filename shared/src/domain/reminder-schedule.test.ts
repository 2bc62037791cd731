import { describe, expect, it } from 'vitest';
import { dueDayOf, dueTimeRanges, endOfLocalDay, localTimeOf, reminderHabitTitle } from './reminder-schedule.ts';

const at = (iso: string) => new Date(iso);

describe('localTimeOf', () => {
  it('reads the clock of the zone, daylight saving included', () => {
    expect(localTimeOf(at('2026-11-23T17:00:59Z'), 'Europe/Moscow')).toBe('20:00');
    expect(localTimeOf(at('2026-11-23T10:00:00Z'), 'Asia/Vladivostok')).toBe('20:00');
    expect(localTimeOf(at('2026-07-01T18:00:00Z'), 'Europe/Berlin')).toBe('20:00');
    expect(localTimeOf(at('2026-12-01T19:00:00Z'), 'Europe/Berlin')).toBe('20:00');
  });
});

describe('dueTimeRanges', () => {
  it('is the minute that just passed on the local clock', () => {
    expect(dueTimeRanges(at('2026-11-23T16:59:01Z'), at('2026-11-23T17:00:01Z'), 'Europe/Moscow')).toEqual([
      { after: '19:59', upTo: '20:00', day: '2026-11-23' },
    ]);
    expect(dueTimeRanges(at('2026-11-23T09:59:00Z'), at('2026-11-23T10:00:00Z'), 'Asia/Vladivostok')).toEqual([
      { after: '19:59', upTo: '20:00', day: '2026-11-23' },
    ]);
  });

  it('splits at local midnight, each part on its own day', () => {
    const ranges = dueTimeRanges(at('2026-11-23T20:30:00Z'), at('2026-11-23T21:30:00Z'), 'Europe/Moscow');
    expect(ranges).toEqual([
      { after: '23:30', upTo: '23:59', day: '2026-11-23' },
      { after: '', upTo: '00:30', day: '2026-11-24' },
    ]);
    expect(dueDayOf('23:45', ranges)).toBe('2026-11-23');
    expect(dueDayOf('00:00', ranges)).toBe('2026-11-24');
    expect(dueDayOf('00:31', ranges)).toBeNull();
    expect(dueDayOf('23:30', ranges)).toBeNull();
  });

  it('is empty while the clock repeats an hour at the end of summer time, and skips over a spring gap', () => {
    // Berlin: 2026-10-25 03:00 CEST becomes 02:00 CET at 01:00Z.
    expect(dueTimeRanges(at('2026-10-25T00:59:00Z'), at('2026-10-25T01:00:00Z'), 'Europe/Berlin')).toEqual([]);
    // 2026-03-29 02:00 CET becomes 03:00 CEST at 01:00Z: a 02:30 reminder comes due at 03:00.
    const gap = dueTimeRanges(at('2026-03-29T00:59:00Z'), at('2026-03-29T01:00:00Z'), 'Europe/Berlin');
    expect(dueDayOf('02:30', gap)).toBe('2026-03-29');
  });
});

describe('endOfLocalDay', () => {
  it("is the next day's first moment on the zone's clock", () => {
    expect(endOfLocalDay('2026-11-23', 'Europe/Moscow').toISOString()).toBe('2026-11-23T21:00:00.000Z');
    expect(endOfLocalDay('2026-12-31', 'Asia/Vladivostok').toISOString()).toBe('2026-12-31T14:00:00.000Z');
  });

  it('follows daylight saving, also when the next midnight does not exist', () => {
    // Berlin's 29 March 2026 has 23 hours: it ends at midnight CEST.
    expect(endOfLocalDay('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // Santiago skips from 24:00 on 5 September 2026 to 01:00: the day ends at that 01:00 (-03).
    expect(endOfLocalDay('2026-09-05', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});

describe('reminderHabitTitle', () => {
  it('keeps a short title and cuts a long one to 40 characters with an ellipsis', () => {
    expect(reminderHabitTitle('Вода')).toBe('Вода');
    const cut = reminderHabitTitle('Очень длинное название привычки, которое не влезет в кнопку целиком');
    expect(cut).toBe('Очень длинное название привычки, которо…');
    expect(cut).toHaveLength(40);
  });

  it('counts an emoji as one character and never cuts one in half', () => {
    const title = `${'Пить воду каждое утро и вечером, сил'}💪💪💪 и ещё немного`;
    const cut = reminderHabitTitle(title);
    expect(cut).toBe('Пить воду каждое утро и вечером, сил💪💪💪…');
    expect(Array.from(cut)).toHaveLength(40);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
