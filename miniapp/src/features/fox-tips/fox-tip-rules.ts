import { FOX_WELCOME_TIP_DELAY_MS } from '@tracker/shared/domain';
import type { CreatedItemKind } from '../../lib/app-events.ts';
import type { KeyValueStore } from '../../lib/storage.ts';

/** The fox's tips: the welcome one and the congratulation on the first goal or habit. */
export type FoxTipKind = 'welcome' | 'firstGoal' | 'firstHabit';

/** A tip asked for at `since` (performance.now()), shown once its delay has passed. */
export interface FoxTipRequest {
  kind: FoxTipKind;
  since: number;
}

/** Local flags: each tip is shown at most once per device (core.md 2 "Shell", 9). */
export const FOX_TIP_FLAGS = {
  welcome: 'fox-tip-welcome-seen',
  congratulation: 'fox-tip-first-item-seen',
} as const;

export type FoxTipFlag = keyof typeof FOX_TIP_FLAGS;

export function isFoxTipSeen(store: KeyValueStore, flag: FoxTipFlag): boolean {
  return store.get(FOX_TIP_FLAGS[flag]) !== null;
}

export function markFoxTipSeen(store: KeyValueStore, flag: FoxTipFlag): void {
  store.set(FOX_TIP_FLAGS[flag], 'true');
}

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
export function congratulationFor(kind: CreatedItemKind, seen: boolean, otherItems: number): FoxTipKind | null {
  if (seen || otherItems > 0) return null;
  return kind === 'goal' ? 'firstGoal' : 'firstHabit';
}
