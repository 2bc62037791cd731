import { dayKeyFor } from './day-key.ts';
import { formatClockTime, formatDayShort } from './russian-dates.ts';

/** '23 ноября, 14:05' in `timeZone` (the year only when it is not this year). */
export function formatNotificationTime(iso: string, timeZone: string, now: Date): string {
  return `${formatDayShort(dayKeyFor(new Date(iso), timeZone), dayKeyFor(now, timeZone))}, ${formatClockTime(iso, timeZone)}`;
}
