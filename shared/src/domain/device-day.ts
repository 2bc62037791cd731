import { dayKeyFor } from './day-key.ts';
import { isDayKey } from './day-math.ts';

/** The request header in which the app names the day its device shows ("2026-11-25"). */
export const DEVICE_DAY_HEADER = 'X-Device-Day';

/** The request header in which the app names its clock's instant (ISO 8601, "2026-11-25T12:30:00.000Z"). */
export const DEVICE_TIME_HEADER = 'X-Device-Time';

/** What the app's device says of its clock in one request, as sent: its day and its instant (null: not sent). */
export interface DeviceClock {
  day: string | null;
  time: string | null;
}

/** A request without the app's headers (REST clients, the bot, reminders). */
export const NO_DEVICE_CLOCK: DeviceClock = { day: null, time: null };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The user's instant for what they write in one request (a note's time, when an achievement was
 * earned, the hour of early_bird and night_owl): the device's clock when the app sent a real
 * instant, else `now`. Like the day, the user's clock is theirs; expiries and sign-in keep `now`.
 */
export function instantOnDevice(now: Date, deviceTime: string | null | undefined): Date {
  if (!deviceTime || !ISO_INSTANT.test(deviceTime) || !isDayKey(deviceTime.slice(0, 10))) return now;
  const instant = new Date(deviceTime);
  return Number.isNaN(instant.getTime()) ? now : instant;
}

/**
 * The user's "today" at `now` for one request: the day their device shows when the app sent a real
 * day, else the day in their stored `timeZone`. The user's clock is the user's calendar, however far
 * it is set: their records (notes, habit marks, what is due, the free tier's notes a day) and the
 * reward economy (daily caps, once-a-day rewards, the active day) both follow it; each day pays once.
 */
export function todayOnDevice(now: Date, timeZone: string, deviceDay: string | null | undefined): string {
  return deviceDay && isDayKey(deviceDay) ? deviceDay : dayKeyFor(now, timeZone);
}
