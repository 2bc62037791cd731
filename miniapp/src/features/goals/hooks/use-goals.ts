import type { Goal } from '@tracker/shared/contract';
import { GOAL_COMPLETE_FAILED_TOAST_MS, goalProgress, placeOfSubgoal } from '@tracker/shared/domain';
import { goalTexts } from '@tracker/shared/texts';
import { isGone } from '../../../lib/api-client.ts';
import { announceRewardsMayHaveChanged } from '../../../lib/app-events.ts';
import { type ItemListsState, createItemLists } from '../../../lib/item-lists.ts';
import { showToast } from '../../../lib/toast.ts';
import { openLimitModal, limitModalDataOf } from '../../../components/limit-modal-store.ts';
import { deleteGoal } from '../api/delete-goal.ts';
import { getGoal } from '../api/get-goal.ts';
import { getGoals } from '../api/get-goals.ts';
import { updateGoal } from '../api/update-goal.ts';

export type GoalsState = ItemListsState<Goal>;

const goals = createItemLists<Goal, GoalsState>({
  initial: { status: 'idle', ready: false, active: [], completed: [], error: null },
  fetch: async () => {
    const answer = await getGoals();
    return { active: answer.active_goals, completed: answer.completed_goals };
  },
  isActive: (goal) => goal.status === 'active',
  busy: () => queues.size > 0,
});

/** Loads the goals; concurrent calls share one request. Resolves false on failure. */
export const loadGoals = goals.load;
export const getGoalsState = (): GoalsState => goals.store.get();
/** The goals store; `refresh` reloads on mount (the list stays on screen meanwhile). */
export const useGoals = goals.useLists;
export const findGoal = goals.find;
/** Puts a created or saved goal into its list (active or completed). */
export const putGoal = goals.put;
export const dropGoal = goals.drop;

/** Changes to one goal go to the server in order, so a completion never overtakes a sub-step save. */
const queues = new Map<number, Promise<unknown>>();
function inOrder<T>(goalId: number, task: () => Promise<T>): Promise<T> {
  const run = (queues.get(goalId) ?? Promise.resolve()).catch(() => undefined).then(task);
  queues.set(goalId, run);
  void run.finally(() => {
    if (queues.get(goalId) === run) queues.delete(goalId);
  }).catch(() => undefined);
  return run;
}

function withSubgoal(goal: Goal, index: number, completed: boolean): Goal {
  const subgoals = goal.subgoals.map((s, i) => (i === index ? { ...s, completed } : s));
  return { ...goal, subgoals, progress: goalProgress(subgoals, goal.is_completed) };
}

/** Sub-step ticks of a goal still on their way: the last one to land shows the server's goal. */
const ticksInFlight = new Map<number, number>();

/**
 * Ticks or unticks a sub-step: shown at once with the progress recalculated, saved in the
 * background, and silently reverted if the save fails (core.md 4, 8). The tick is put onto the
 * sub-steps as the server holds them right then, not over them: steps another device ticked
 * meanwhile stay ticked (and show once this device's ticks have landed).
 */
export function toggleSubgoal(goalId: number, index: number): void {
  const goal = findGoal(goalId);
  const step = goal?.subgoals[index];
  if (!goal || !step) return;
  const completed = !step.completed;
  putGoal(withSubgoal(goal, index, completed));
  ticksInFlight.set(goalId, (ticksInFlight.get(goalId) ?? 0) + 1);
  void inOrder(goalId, async () => {
    try {
      const held = await getGoal(goalId);
      const at = placeOfSubgoal(held.subgoals, index, step.text);
      const saved =
        at === -1 || held.subgoals[at]!.completed === completed
          ? held
          : await updateGoal(goalId, { subgoals: held.subgoals.map((s, i) => ({ ...s, completed: i === at ? completed : s.completed })) });
      if (ticksInFlight.get(goalId) === 1) putGoal(saved);
    } catch (error) {
      // Deleted on another device meanwhile: it leaves this one too.
      if (isGone(error)) return dropGoal(goalId);
      console.warn('sub-step save failed, reverted', error);
      const now = findGoal(goalId);
      if (now?.subgoals[index]?.completed === completed) putGoal(withSubgoal(now, index, !completed));
    } finally {
      const left = (ticksInFlight.get(goalId) ?? 1) - 1;
      if (left > 0) ticksInFlight.set(goalId, left);
      else ticksInFlight.delete(goalId);
    }
  });
}

/** Completes a goal; false (with the toast of core.md 8) when it fails. */
export function completeGoal(goalId: number): Promise<boolean> {
  return goals.caughtUpOnFailure(inOrder(goalId, async () => {
    try {
      putGoal(await updateGoal(goalId, { status: 'completed' }));
      announceRewardsMayHaveChanged();
      return true;
    } catch (error) {
      showToast(goalTexts.errorTitle, { type: 'error', description: goalTexts.completeFailed, duration: GOAL_COMPLETE_FAILED_TOAST_MS });
      console.warn('complete failed', error);
      return false;
    }
  }));
}

/** Returns a completed goal to the active ones; a free user at the limit gets the limit modal. */
export function reactivateGoal(goalId: number): Promise<boolean> {
  return goals.caughtUpOnFailure(inOrder(goalId, async () => {
    try {
      putGoal(await updateGoal(goalId, { status: 'active' }));
      return true;
    } catch (error) {
      const limit = limitModalDataOf(error);
      if (limit) openLimitModal(limit);
      else showToast(goalTexts.errorTitle, { type: 'error', description: goalTexts.reactivateFailed });
      return false;
    }
  }));
}

/** Deletes a goal and says so; failures are logged and toasted. */
export function removeGoal(goalId: number): Promise<boolean> {
  return goals.caughtUpOnFailure(
    inOrder(goalId, async () => {
      try {
        await deleteGoal(goalId);
        dropGoal(goalId);
        showToast(goalTexts.goalDeleted, { type: 'success', description: goalTexts.goalDeletedText });
        return true;
      } catch (error) {
        console.error('goal delete failed', error);
        showToast(goalTexts.errorTitle, { type: 'error', description: goalTexts.deleteFailed });
        return false;
      }
    }),
  );
}
