/**
 * Russian dates of day keys ("2026-03-05"). A day key has no time of day, so it is formatted as
 * that calendar date in UTC: the same text in every time zone. Clock times of instants are read
 * in a given zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached ru-RU formatter under `key`, on the UTC clock unless `options` name a zone (undefined: the device's). */
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC', ...options });
    formatters.set(key, f);
  }
  return f;
}

/** '14:05', the clock time of the instant `iso` in `timeZone` (the device's zone when absent). */
export function formatClockTime(iso: string, timeZone?: string): string {
  return formatter(`hm ${timeZone ?? ''}`, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso));
}

function utcDate(dayKey: string): Date {
  return new Date(Date.UTC(Number(dayKey.slice(0, 4)), Number(dayKey.slice(5, 7)) - 1, Number(dayKey.slice(8, 10))));
}

function parts(dayKey: string, key: string, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of formatter(key, options).formatToParts(utcDate(dayKey))) out[p.type] = p.value;
  return out;
}

/** '5 марта 2026' (no trailing 'г.'). */
export function formatDayLong(dayKey: string): string {
  const p = parts(dayKey, 'dmy', { day: 'numeric', month: 'long', year: 'numeric' });
  return `${p.day} ${p.month} ${p.year}`;
}

/** '5 марта', with the year only when it is not the year of `today`. */
export function formatDayShort(dayKey: string, today: string): string {
  if (dayKey.slice(0, 4) !== today.slice(0, 4)) return formatDayLong(dayKey);
  const p = parts(dayKey, 'dm', { day: 'numeric', month: 'long' });
  return `${p.day} ${p.month}`;
}

/** '05.03.26' (dd.mm.yy), e.g. the date an achievement was earned (rewards.md 9). */
export function formatDayNumeric(dayKey: string): string {
  const p = parts(dayKey, 'dmy2', { day: '2-digit', month: '2-digit', year: '2-digit' });
  return `${p.day}.${p.month}.${p.year}`;
}

/** '05.03.2026' (dd.mm.yyyy), the way `toLocaleDateString('ru-RU')` writes a date, e.g. the date line of the rules and policy pages (rewards.md 2.10). */
export function formatDayNumericFull(dayKey: string): string {
  const p = parts(dayKey, 'dmy4', { day: '2-digit', month: '2-digit', year: 'numeric' });
  return `${p.day}.${p.month}.${p.year}`;
}

/** '23 ноября', never with the year. */
export function formatDayMonth(dayKey: string): string {
  return formatDayShort(dayKey, dayKey);
}

/** 'Понедельник, 23 ноября'. */
export function formatWeekdayDay(dayKey: string): string {
  const name = formatter('w', { weekday: 'long' }).format(utcDate(dayKey));
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}, ${formatDayMonth(dayKey)}`;
}

/** 'Март 2026' for the calendar header. */
export function formatMonthTitle(year: number, month: number): string {
  const name = formatter('m', { month: 'long' }).format(new Date(Date.UTC(year, month - 1, 1)));
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`;
}

/**
 * A time zone as a Russian reader knows it: 'Москва, стандартное время, GMT+3' for Europe/Moscow,
 * never the IANA key itself. `at` picks the offset (summer time changes it).
 */
export function formatTimeZone(timeZone: string, at: Date = new Date()): string {
  const nameOf = (style: 'longGeneric' | 'shortOffset') =>
    formatter(`tz ${style} ${timeZone}`, { timeZone, timeZoneName: style }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  const name = nameOf('longGeneric');
  const offset = nameOf('shortOffset');
  return name === offset || name.startsWith('GMT') ? offset : `${name}, ${offset}`;
}
