/**
 * Arithmetic on day keys ("2026-11-23"). Day keys are calendar dates with no time of day,
 * so adding days never meets a daylight-saving shift: a DST change day is one day.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

function utcMidnight(dayKey: string): number {
  return Date.parse(`${dayKey}T00:00:00Z`);
}

export function addDays(dayKey: string, days: number): string {
  return new Date(utcMidnight(dayKey) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** 0 Sunday .. 6 Saturday, as the spec numbers week days. */
export function weekdayOf(dayKey: string): number {
  return new Date(utcMidnight(dayKey)).getUTCDay();
}

export const DAY_KEY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date in day-key form. */
export function isDayKey(value: string): boolean {
  return DAY_KEY_PATTERN.test(value) && new Date(utcMidnight(value)).toISOString().slice(0, 10) === value;
}
