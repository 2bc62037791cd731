import { useSyncExternalStore } from 'react';

/** Habit dialogs: delete confirmation and the progress chart. */
export type HabitDialog = { kind: 'delete' | 'chart'; habitId: number } | null;

let dialog: HabitDialog = null;
const listeners = new Set<() => void>();

function set(next: HabitDialog) {
  dialog = next;
  for (const listener of listeners) listener();
}

export const askDeleteHabit = (habitId: number) => set({ kind: 'delete', habitId });
export const showHabitChart = (habitId: number) => set({ kind: 'chart', habitId });
export const closeHabitDialog = () => set(null);

export function useHabitDialog(): HabitDialog {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => dialog,
    () => null,
  );
}
