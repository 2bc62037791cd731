import { useSyncExternalStore } from 'react';

/** The goal dialogs of core.md 2 "Modals": complete confirmation, delete confirmation, details. */
export type GoalDialog = { kind: 'complete' | 'delete' | 'details'; goalId: number } | null;

let dialog: GoalDialog = null;
const listeners = new Set<() => void>();

function set(next: GoalDialog) {
  dialog = next;
  for (const listener of listeners) listener();
}

export const askCompleteGoal = (goalId: number) => set({ kind: 'complete', goalId });
export const askDeleteGoal = (goalId: number) => set({ kind: 'delete', goalId });
export const showGoalDetails = (goalId: number) => set({ kind: 'details', goalId });
export const closeGoalDialog = () => set(null);

export function useGoalDialog(): GoalDialog {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => dialog,
    () => null,
  );
}
