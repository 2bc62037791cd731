import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The time zone of a user who has not told us theirs (the product is Russian). */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

/** True when `zone` is an IANA time zone this runtime knows. */
export function isValidTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The user's calendar day ("2026-11-23") that contains `instant` in `timeZone`.
 * The one function that turns instants into days: every "today" rule goes through it.
 */
export function dayKeyFor(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd');
}
