import { createExternalStore, useStore } from '../../../lib/external-store.ts';

/** The goal dialogs of core.md 2 "Modals": complete confirmation, delete confirmation, details. */
export type GoalDialog = { kind: 'complete' | 'delete' | 'details'; goalId: number } | null;

const dialog = createExternalStore<GoalDialog>(null);

export const askCompleteGoal = (goalId: number) => dialog.set({ kind: 'complete', goalId });
export const askDeleteGoal = (goalId: number) => dialog.set({ kind: 'delete', goalId });
export const showGoalDetails = (goalId: number) => dialog.set({ kind: 'details', goalId });
export const closeGoalDialog = () => dialog.set(null);
export const useGoalDialog = (): GoalDialog => useStore(dialog);
