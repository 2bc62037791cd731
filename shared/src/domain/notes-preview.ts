/**
 * Home's 'Последние записи' (core.md 2 "Home", 9): apart from mood-views.ts so that the first
 * screen does not carry the Mood screen's rules.
 */

/** Home shows the latest notes 4 at a time. */
export const HOME_NOTES_STEP = 4;

/** How many more notes the next 'Показать ещё N' step reveals (at most one step). */
export function nextStepCount(shown: number, total: number, step: number = HOME_NOTES_STEP): number {
  return Math.max(0, Math.min(step, total - shown));
}
