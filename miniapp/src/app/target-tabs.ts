import { habitsTabRequested } from '../features/habits/target-tab-flag.ts';
import { type KeyValueStore, localStore } from '../lib/storage.ts';

/** The Target screen's tabs (core.md 2), in their order. */
export const TARGET_TABS = ['goals', 'habits', 'calendar'] as const;
export type TargetTab = (typeof TARGET_TABS)[number];

/** The tab a `?tab=` asks for, null without a known one. */
export function tabOf(search: string): TargetTab | null {
  const value = new URLSearchParams(search).get('tab');
  return (TARGET_TABS as readonly string[]).includes(value ?? '') ? (value as TargetTab) : null;
}

/**
 * The tab on arrival: ?tab=, else the flag Home's 'Все привычки' stored, else goals. It only reads
 * the flag (the page clears it after mounting, clearTabRequest): this runs during render, and a
 * render React discards and repeats must find the flag again, or the page would open on goals.
 */
export function initialTab(search: string, store: KeyValueStore = localStore): TargetTab {
  return tabOf(search) ?? (habitsTabRequested(store) ? 'habits' : 'goals');
}
