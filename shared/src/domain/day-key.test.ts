import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, dayKeyFor, isValidTimeZone } from './day-key.ts';

describe('dayKeyFor', () => {
  it('gives the local day, not the UTC day', () => {
    const instant = new Date('2026-11-23T20:59:00Z');
    expect(dayKeyFor(instant, 'Europe/Moscow')).toBe('2026-11-23'); // 23:59 local
    expect(dayKeyFor(new Date('2026-11-23T21:01:00Z'), 'Europe/Moscow')).toBe('2026-11-24'); // 00:01 local
  });

  it('handles zones on both sides of UTC', () => {
    const instant = new Date('2026-11-23T15:00:00Z');
    expect(dayKeyFor(instant, 'Asia/Vladivostok')).toBe('2026-11-24'); // UTC+10
    expect(dayKeyFor(instant, 'America/Los_Angeles')).toBe('2026-11-23'); // UTC-8
    expect(dayKeyFor(new Date('2026-11-23T07:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-22');
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA names and rejects others', () => {
    expect(isValidTimeZone('Europe/Moscow')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it("spells a valid zone in the IANA database's letter case, and keeps an alias the name it was sent as", () => {
    expect(canonicalTimeZone('europe/moscow')).toBe('Europe/Moscow');
    expect(canonicalTimeZone('AMERICA/NEW_YORK')).toBe('America/New_York');
    expect(canonicalTimeZone('Asia/Vladivostok')).toBe('Asia/Vladivostok');
    // ICU resolves both to 'Asia/Saigon' / 'Asia/Calcutta'; a device may name them either way.
    expect(canonicalTimeZone('Asia/Ho_Chi_Minh')).toBe('Asia/Ho_Chi_Minh');
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
  });
});
