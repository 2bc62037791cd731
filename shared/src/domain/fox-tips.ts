/** The mascot fox's tips and timings (core.md 2 "Shell", 9): attached after 1 s, tips after 5 s and 1 s. */

/** The fox (its tips widget) is attached to the page this long after the shell starts. */
export const FOX_ATTACH_DELAY_MS = 1000;

/** The welcome tip appears this long after the first visit (core.md 2 "Shell"). */
export const FOX_WELCOME_TIP_DELAY_MS = 5000;

/** The congratulation tip appears this long after the first goal or habit is created. */
export const FOX_CONGRATULATION_TIP_DELAY_MS = 1000;

/** A tip leaves by itself after this long on screen (it floats over the page, so it must not stay). */
export const FOX_TIP_SHOW_MS = 8000;

/** A closed tip slides out for this long before it is removed. */
export const FOX_TIP_HIDE_MS = 200;

/** The fox's tips: the welcome one and the congratulation on the first goal or habit. */
export type FoxTipKind = 'welcome' | 'firstGoal' | 'firstHabit';

/**
 * Milliseconds until the welcome tip is due: 5 s after the user could first see it (signed in,
 * onboarding closed, not on /login — `allowedSince`, null while not), never once it was seen.
 */
export function welcomeTipDelay(seen: boolean, allowedSince: number | null, now: number): number | null {
  if (seen || allowedSince === null) return null;
  return remainingDelay(allowedSince, FOX_WELCOME_TIP_DELAY_MS, now);
}

/** What is left at `now` of a `delay` counted from `since` (0 once it has passed). */
export function remainingDelay(since: number, delay: number, now: number): number {
  return Math.max(0, since + delay - now);
}

/**
 * The congratulation a newly created item earns: only the very first goal or habit (not yet
 * congratulated on this device, and no other goal or habit in the loaded lists).
 */
export function congratulationFor(kind: 'goal' | 'habit', seen: boolean, otherItems: number): FoxTipKind | null {
  if (seen || otherItems > 0) return null;
  return kind === 'goal' ? 'firstGoal' : 'firstHabit';
}
