/**
 * Arithmetic on day keys ("2026-11-23"). Day keys are calendar dates with no time of day,
 * so adding days never meets a daylight-saving shift: a DST change day is one day.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

function utcMidnight(dayKey: string): number {
  return Date.UTC(Number(dayKey.slice(0, 4)), Number(dayKey.slice(5, 7)) - 1, Number(dayKey.slice(8, 10)));
}

function dayKeyOfUtc(ms: number): string {
  const d = new Date(ms);
  const m = d.getUTCMonth() + 1;
  const day = d.getUTCDate();
  return `${d.getUTCFullYear()}-${m < 10 ? '0' : ''}${m}-${day < 10 ? '0' : ''}${day}`;
}

export function addDays(dayKey: string, days: number): string {
  return dayKeyOfUtc(utcMidnight(dayKey) + days * DAY_MS);
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
  return DAY_KEY_PATTERN.test(value) && dayKeyOfUtc(utcMidnight(value)) === value;
}
