import { type KeyValueStore, localStore } from '../../lib/storage.ts';

/** The stored flag that makes /target open on the habits tab (core.md 2 "Home" 'Все привычки'). */
export const TARGET_TAB_FLAG = 'target-initial-tab';

/** Home's 'Все привычки': the next /target opens on the habits tab. Set before the link navigates. */
export function requestHabitsTab(store: KeyValueStore = localStore): void {
  store.set(TARGET_TAB_FLAG, 'habits');
}

/**
 * True while the flag asks for the habits tab. Only reads, so it may run during a render: a render
 * React throws away and repeats (a lazy page's retry, an interrupted concurrent render, StrictMode)
 * reads the same answer.
 */
export function habitsTabRequested(store: KeyValueStore = localStore): boolean {
  return store.get(TARGET_TAB_FLAG) === 'habits';
}

/** Forgets the flag: /target calls it once it is on screen with the tab the flag chose. */
export function clearTabRequest(store: KeyValueStore = localStore): void {
  store.remove(TARGET_TAB_FLAG);
}
