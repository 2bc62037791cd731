/**
 * Daily limits held on the server's clock too. The user's day is their device's (X-Device-Day: a
 * journey, a clock set by hand; decisions.md), so a limit counted per day alone pays again for
 * every day a client names. What the server received in its last SERVER_WINDOW_MS may hold at most
 * DAYS_IN_SERVER_WINDOW days of a limit: use across a midnight gets both days', a day header sent
 * anew with each call does not get a day's worth each time (blind audits CF F2, CH F3).
 */
export const SERVER_WINDOW_MS = 24 * 60 * 60 * 1000;
export const DAYS_IN_SERVER_WINDOW = 2;

/** The start of the server's window ending at `now`, as stored (ISO 8601). */
export function serverWindowStart(now: Date): string {
  return new Date(now.getTime() - SERVER_WINDOW_MS).toISOString();
}
