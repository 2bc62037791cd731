import { dayKeyFor } from './day-key.ts';
import { daysBetween, isDayKey } from './day-math.ts';

/** The request header in which the app names the day its device shows ("2026-11-25"). */
export const DEVICE_DAY_HEADER = 'X-Device-Day';

/**
 * The user's "today" at `now` for their own records in one request (notes, habit marks, what is due,
 * the free tier's notes a day): the day their device shows when the app sent a real day, else the
 * day in their stored `timeZone`. The user's clock is the user's calendar, however far it is set.
 */
export function todayOnDevice(now: Date, timeZone: string, deviceDay: string | null | undefined): string {
  return deviceDay && isDayKey(deviceDay) ? deviceDay : dayKeyFor(now, timeZone);
}

/**
 * The day the reward economy counts at `now` (daily caps, once-a-day rewards, the active day): the
 * device's day when it is at most one day from the day in the user's stored `timeZone`, else that
 * zone's day. Every place on Earth is within a day of any other, so a trip or a clock just past
 * midnight is believed; a clock set further off earns on the real day, so moving it gains nobody a
 * second day of caps.
 */
export function rewardDayOnDevice(now: Date, timeZone: string, deviceDay: string | null | undefined): string {
  const zoneDay = dayKeyFor(now, timeZone);
  const deviceToday = todayOnDevice(now, timeZone, deviceDay);
  return Math.abs(daysBetween(zoneDay, deviceToday)) <= 1 ? deviceToday : zoneDay;
}
