import { DEFAULT_TIME_ZONE, dayKeyFor, isValidTimeZone } from '@tracker/shared/domain';

/**
 * The device's valid IANA zone (else DEFAULT_TIME_ZONE): the session sync stores it on the user and
 * notification saves send it, so the server agrees on "today" and reminders come at local time.
 */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** Today's day key ("2026-03-05") in the user's zone, through the one day-key function. */
export function todayKey(now: Date = new Date()): string {
  return dayKeyFor(now, browserTimeZone());
}
