import { createExternalStore, useStore } from '../../../lib/external-store.ts';

/** Habit dialogs: delete confirmation and the progress chart. */
export type HabitDialog = { kind: 'delete' | 'chart'; habitId: number } | null;

const dialog = createExternalStore<HabitDialog>(null);

export const askDeleteHabit = (habitId: number) => dialog.set({ kind: 'delete', habitId });
export const showHabitChart = (habitId: number) => dialog.set({ kind: 'chart', habitId });
export const closeHabitDialog = () => dialog.set(null);
export const useHabitDialog = (): HabitDialog => useStore(dialog);
