import { dayKeyFor } from './day-key.ts';
import { daysBetween, isDayKey } from './day-math.ts';

/** The request header in which the app names the day its device shows ("2026-11-25"). */
export const DEVICE_DAY_HEADER = 'X-Device-Day';

/**
 * The user's "today" at `now` for one request: the day their device shows, when the app sent one
 * that is a real day at most one day from `now`'s day in the user's stored `timeZone`, else that
 * stored zone's day. Every place on Earth is within a day of any other, so a device whose zone
 * differs from the stored one (a trip) or whose clock has just passed midnight is believed; a clock
 * further off is wrong and ignored. A day key is used once, so believing the device gains nobody a
 * day of caps.
 */
export function todayOnDevice(now: Date, timeZone: string, deviceDay: string | null | undefined): string {
  const userDay = dayKeyFor(now, timeZone);
  if (!deviceDay || !isDayKey(deviceDay)) return userDay;
  return Math.abs(daysBetween(userDay, deviceDay)) <= 1 ? deviceDay : userDay;
}
