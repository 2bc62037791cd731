import { useSyncExternalStore } from 'react';
import { type KeyValueStore, localStore } from '../lib/storage.ts';

/** Local flag set once the onboarding has been finished (core.md 2 "Shell"). */
export const ONBOARDING_FLAG = 'onboarding-completed';

export function isOnboardingCompleted(store: KeyValueStore = localStore): boolean {
  const value = store.get(ONBOARDING_FLAG);
  return value !== null && value !== 'false';
}

let open: boolean | null = null;
const listeners = new Set<() => void>();

function setOpen(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

/** Open on the first visit (flag missing), closed after. */
function isOpen(): boolean {
  open ??= !isOnboardingCompleted();
  return open;
}

export function finishOnboarding(): void {
  localStore.set(ONBOARDING_FLAG, 'true');
  setOpen(false);
}

/** The menu item 'Начало' shows the slides again. */
export function restartOnboarding(): void {
  setOpen(true);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOnboardingOpen(): boolean {
  return useSyncExternalStore(subscribe, isOpen, () => false);
}
