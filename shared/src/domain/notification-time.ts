import { dayKeyFor } from './day-key.ts';
import { formatDayShort } from './russian-dates.ts';

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** '23 ноября, 14:05' in `timeZone` (the year only when it is not this year). */
export function formatNotificationTime(iso: string, timeZone: string, now: Date): string {
  const instant = new Date(iso);
  let f = timeFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('ru-RU', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    timeFormatters.set(timeZone, f);
  }
  return `${formatDayShort(dayKeyFor(instant, timeZone), dayKeyFor(now, timeZone))}, ${f.format(instant)}`;
}
