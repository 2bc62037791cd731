import { dayKeyFor, runtimeTimeZone } from '@tracker/shared/domain';

/**
 * The device's valid IANA zone (else DEFAULT_TIME_ZONE): the session sync stores it on the user and
 * notification saves send it, so the server agrees on "today" and reminders come at local time.
 */
export const browserTimeZone = runtimeTimeZone;

/** Today's day key ("2026-03-05") in the user's zone, through the one day-key function. */
export function todayKey(now: Date = new Date()): string {
  return dayKeyFor(now, browserTimeZone());
}
