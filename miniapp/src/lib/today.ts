import { dayKeyFor, runtimeTimeZone } from '@tracker/shared/domain';
import { useEffect } from 'react';
import { createExternalStore, useStore } from './external-store.ts';

/**
 * The device's valid IANA zone (else DEFAULT_TIME_ZONE): the session sync stores it on the user and
 * notification saves send it, so the server agrees on "today" and reminders come at local time.
 */
export const browserTimeZone = runtimeTimeZone;

/** Today's day key ("2026-03-05") in the user's zone, through the one day-key function. */
export function todayKey(now: Date = new Date()): string {
  return dayKeyFor(now, browserTimeZone());
}

/** The longest the watch sleeps between looks at the day: a zone or clock change needs no event. */
const LONGEST_WAIT_MS = 60 * 60_000;

/** The day the screens show as today; it moves on at local midnight and when the app comes back to the screen. */
const shownDay = createExternalStore(todayKey());
let watching = false;

function checkDay(): void {
  const day = todayKey();
  if (day !== shownDay.get()) shownDay.set(day);
}

/** Milliseconds from `now` to the device's next midnight. */
function untilMidnight(now = new Date()): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - now.getTime();
}

/** Starts, once, the watch that moves the day on: a timer at each midnight, and a look whenever the app is shown again (a phone that slept past midnight). */
function watchDay(): void {
  if (watching) return;
  watching = true;
  const arm = () =>
    setTimeout(() => {
      checkDay();
      arm();
    }, Math.min(untilMidnight() + 50, LONGEST_WAIT_MS));
  arm();
  document.addEventListener('visibilitychange', checkDay);
  window.addEventListener('focus', checkDay);
  window.addEventListener('pageshow', checkDay);
  checkDay();
}

/** Today's day key for a screen: it re-renders when the day changes while it is open. */
export function useToday(): string {
  useEffect(watchDay, []);
  return useStore(shownDay);
}

/** Runs `listener` with the new day key each time the day changes while the app is open; answers the unsubscribe. */
export function onNewDay(listener: (day: string) => void): () => void {
  return shownDay.subscribe(() => listener(shownDay.get()));
}
