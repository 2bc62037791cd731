import { dayKeyFor } from './day-key.ts';
import { isDayKey } from './day-math.ts';

/** The request header in which the app names the day its device shows ("2026-11-25"). */
export const DEVICE_DAY_HEADER = 'X-Device-Day';

/**
 * The user's "today" at `now` for one request: the day their device shows when the app sent a real
 * day, else the day in their stored `timeZone`. The user's clock is the user's calendar, however far
 * it is set: their records (notes, habit marks, what is due, the free tier's notes a day) and the
 * reward economy (daily caps, once-a-day rewards, the active day) both follow it; each day pays once.
 */
export function todayOnDevice(now: Date, timeZone: string, deviceDay: string | null | undefined): string {
  return deviceDay && isDayKey(deviceDay) ? deviceDay : dayKeyFor(now, timeZone);
}
