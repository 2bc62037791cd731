/**
 * Arithmetic on day keys ("2026-11-23"). Day keys are calendar dates with no time of day,
 * so adding days never meets a daylight-saving shift: a DST change day is one day.
 * Internally a day is its number of days since 1970-01-01 (pure integer arithmetic, no Date:
 * streaks walk hundreds of days per request, see scripts/bench/).
 */

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function twoDigits(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** The number the decimal digits of `text` from `start` to before `end` write. */
function digitsAt(text: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) n = n * 10 + text.charCodeAt(i) - 48;
  return n;
}

/** The day number of a day key (read digit by digit: a streak reads hundreds per habit). */
export function dayNumber(dayKey: string): number {
  return daysFromCivil(digitsAt(dayKey, 0, 4), digitsAt(dayKey, 5, 7), digitsAt(dayKey, 8, 10));
}

/** The day key of a day number (H. Hinnant's civil_from_days). */
export function dayKeyOfNumber(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

export function addDays(dayKey: string, days: number): string {
  return dayKeyOfNumber(dayNumber(dayKey) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The later of two day keys. */
export function latestDayKey(a: string, b: string): string {
  return daysBetween(a, b) > 0 ? b : a;
}

/** 0 Sunday .. 6 Saturday, as the spec numbers week days, of a day number (1970-01-01 was a Thursday). */
export function weekdayOfNumber(days: number): number {
  return (((days + 4) % 7) + 7) % 7;
}

/** 0 Sunday .. 6 Saturday, as the spec numbers week days. */
export function weekdayOf(dayKey: string): number {
  return weekdayOfNumber(dayNumber(dayKey));
}

export const DAY_KEY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date in day-key form. */
export function isDayKey(value: string): boolean {
  return DAY_KEY_PATTERN.test(value) && dayKeyOfNumber(dayNumber(value)) === value;
}
