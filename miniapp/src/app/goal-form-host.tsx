import { useState } from 'react';
import { goalTexts } from '@tracker/shared/texts';
import { type LimitModalData, limitModalDataOf, localLimitModal, openLimitModal } from '../components/limit-modal-store.ts';
import { GoalFormModal } from '../features/goal-form/components/goal-form-modal.tsx';
import {
  type GoalForm,
  formFromGoal,
  formFromHabit,
  subgoalsWithTicksHeldNow,
  toCreateGoalRequest,
  toCreateHabitRequest,
  toUpdateGoalRequest,
  toUpdateHabitRequest,
} from '../features/goal-form/goal-form-model.ts';
import { createGoal } from '../features/goals/api/create-goal.ts';
import { deleteGoal } from '../features/goals/api/delete-goal.ts';
import { getGoal } from '../features/goals/api/get-goal.ts';
import { updateGoal } from '../features/goals/api/update-goal.ts';
import { dropGoal, getGoalsState, loadGoals, putGoal, useGoals } from '../features/goals/hooks/use-goals.ts';
import { createHabit } from '../features/habits/api/create-habit.ts';
import { deleteHabit } from '../features/habits/api/delete-habit.ts';
import { updateHabit } from '../features/habits/api/update-habit.ts';
import { dropHabit, getHabitsState, loadHabits, putHabit, useHabits } from '../features/habits/hooks/use-habits.ts';
import { refreshProfile } from '../features/profile/hooks/use-profile.ts';
import { isGone, refusalText } from '../lib/api-client.ts';
import { announceItemCreated, announceRewardsMayHaveChanged } from '../lib/app-events.ts';
import { type GoalModalRequest, editedItemOf } from '../lib/goal-modal-request.ts';
import { showToast } from '../lib/toast.ts';
import { newCreateSession } from '../lib/idempotency.ts';

type Kind = 'goals' | 'habits';

/**
 * Before each create the counts are refreshed and checked against the free limit (core.md 4);
 * a failed check lets the creation go on (the server still enforces the limit).
 */
async function localLimitBeforeCreate(kind: Kind, subscribed: boolean | null): Promise<LimitModalData | null> {
  if (subscribed !== false) return null;
  try {
    const ok = kind === 'goals' ? await loadGoals() : await loadHabits();
    if (!ok) return null;
    const current = kind === 'goals' ? getGoalsState().active.length : getHabitsState().active.length;
    return localLimitModal(kind, current);
  } catch {
    return null;
  }
}

async function saveGoalForm(form: GoalForm, modalRequest: GoalModalRequest, subscribed: boolean | null, createSession: string): Promise<boolean> {
  const request = editedItemOf(modalRequest);
  const wantsHabit = form.goalType === 'habit';
  const creating = request === null || (request.kind === 'goal') === wantsHabit;
  if (creating) {
    const limit = await localLimitBeforeCreate(wantsHabit ? 'habits' : 'goals', subscribed);
    if (limit) {
      openLimitModal(limit);
      return true;
    }
  }
  if (request?.kind === 'goal' && !wantsHabit) {
    const { id } = request.goal;
    const opened = formFromGoal(request.goal);
    const changes = toUpdateGoalRequest(form, opened);
    // Sub-steps go as a whole list: the ticks of those the user left alone are the server's now.
    if (changes.subgoals) changes.subgoals = subgoalsWithTicksHeldNow(form, opened, (await getGoal(id)).subgoals);
    putGoal(await updateGoal(id, changes));
    return true;
  }
  if (request?.kind === 'habit' && wantsHabit) {
    const saved = await updateHabit(request.habit.id, toUpdateHabitRequest(form, formFromHabit(request.habit)));
    putHabit(saved);
    // A target lowered to today's count completes the day, which pays (ECONOMY.md).
    if (saved.daily_target !== request.habit.daily_target) announceRewardsMayHaveChanged();
    return true;
  }
  // A new item, or a conversion: create the other kind, then delete the old one (core.md 4).
  if (wantsHabit) putHabit(await createHabit(toCreateHabitRequest(form), createSession));
  else putGoal(await createGoal(toCreateGoalRequest(form), createSession));
  if (request?.kind === 'goal') {
    await deleteGoal(request.goal.id);
    dropGoal(request.goal.id);
  } else if (request?.kind === 'habit') {
    await deleteHabit(request.habit.id);
    dropHabit(request.habit.id);
  }
  // A conversion too made a new item, of the other kind.
  announceItemCreated(wantsHabit ? 'habit' : 'goal');
  // Totals and statuses change with every new goal or habit (core.md 4).
  void refreshProfile();
  return true;
}

/**
 * The goal/habit modal with its saving: create, update, convert (create the other kind, delete
 * this one), the free-tier check before creating, the limit modal on a 403, the profile refresh.
 * Loaded on first use by the shell's GoalModalHost.
 */
export default function GoalFormHost({
  request,
  subscribed,
  onClose,
}: {
  request: GoalModalRequest;
  subscribed: boolean | null;
  onClose: () => void;
}) {
  const goals = useGoals();
  const habits = useHabits();
  // A save sent again after a lost answer makes one goal or habit (lib/idempotency.ts).
  const [createSession] = useState(newCreateSession);

  const submit = async (values: GoalForm): Promise<boolean> => {
    try {
      return await saveGoalForm(values, request, subscribed, createSession);
    } catch (error) {
      const limit = limitModalDataOf(error);
      if (limit) {
        // The server's 403: the form closes and the limit modal opens (core.md 8).
        openLimitModal(limit);
        return true;
      }
      const edited = editedItemOf(request);
      if (edited && isGone(error)) {
        // Deleted on another device meanwhile: it leaves this one too, and the form closes.
        if (edited.kind === 'goal') dropGoal(edited.goal.id);
        else dropHabit(edited.habit.id);
        showToast(goalTexts.errorTitle, { type: 'error', description: error.serverError ?? goalTexts.saveFailed });
        return true;
      }
      console.error('goal save failed', error);
      showToast(goalTexts.errorTitle, { type: 'error', description: refusalText(error) ?? goalTexts.saveFailed });
      return false;
    }
  };

  return (
    <GoalFormModal
      request={request}
      counts={{ goals: goals.active.length, habits: habits.active.length, subscribed }}
      onClose={onClose}
      onSubmit={submit}
    />
  );
}
