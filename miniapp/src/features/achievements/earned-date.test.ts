import { afterEach, describe, expect, it, vi } from 'vitest';
import { earnedDateText } from './earned-date.ts';

describe('earnedDateText', () => {
  afterEach(() => vi.restoreAllMocks());

  function inZone(timeZone: string) {
    const resolved = Intl.DateTimeFormat().resolvedOptions();
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...resolved, timeZone });
  }

  it('is the day of the instant in the device zone, as dd.mm.yy', () => {
    inZone('Europe/Moscow');
    expect(earnedDateText('2026-11-23T20:59:00.000Z')).toBe('23.11.26');
    expect(earnedDateText('2026-11-23T21:00:00.000Z')).toBe('24.11.26');
  });

  it('follows another zone to its own calendar day', () => {
    inZone('America/New_York');
    expect(earnedDateText('2026-01-01T03:00:00.000Z')).toBe('31.12.25');
  });
});
