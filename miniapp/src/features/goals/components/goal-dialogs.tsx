import { Text } from '@telegram-apps/telegram-ui';
import { canCompleteGoal, formatDayLong } from '@tracker/shared/domain';
import { goalTexts } from '@tracker/shared/texts';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { CalendarStatusBadge } from '../../../components/calendar-status-badge.tsx';
import { categoryLabel } from '../../../components/category-chip.tsx';
import { celebrate } from '../../../components/celebration-store.ts';
import { GoalIcon } from '../../../components/goal-icon.tsx';
import { RemoveItemDialog } from '../../../components/remove-item-dialog.tsx';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { SubgoalChecklist } from '../../../components/subgoal-checklist.tsx';
import { requestGoalModal } from '../../../lib/goal-modal-request.ts';
import { todayKey, useToday } from '../../../lib/today.ts';
import { askCompleteGoal, closeGoalDialog, useGoalDialog } from '../hooks/use-goal-dialogs.ts';
import { completeGoal, findGoal, removeGoal, toggleSubgoal, useGoals } from '../hooks/use-goals.ts';
import './goals.css';

function CompleteDialog({ goalId }: { goalId: number }) {
  const goal = findGoal(goalId);
  const [busy, setBusy] = useState(false);
  if (!goal) return null;
  const confirm = async () => {
    setBusy(true);
    const ok = await completeGoal(goalId);
    setBusy(false);
    closeGoalDialog();
    if (ok) celebrate();
  };
  return (
    <SheetDialog
      title={goalTexts.completeTitle}
      onClose={closeGoalDialog}
      variant="center"
      dismissible={!busy}
      testId="goal-complete-confirm"
      footer={
        <div className="confirm-dialog__buttons">
          <Button mode="bezeled" size="m" stretched onClick={closeGoalDialog} disabled={busy}>
            {goalTexts.cancel}
          </Button>
          <Button mode="filled" size="m" stretched onClick={() => void confirm()} disabled={busy || !canCompleteGoal(goal.subgoals)}>
            {busy ? goalTexts.completing : goalTexts.complete}
          </Button>
        </div>
      }
    >
      <Text>{goalTexts.completeDescription(goal.title)}</Text>
    </SheetDialog>
  );
}

function DeleteDialog({ goalId }: { goalId: number }) {
  const goal = findGoal(goalId);
  if (!goal) return null;
  return (
    <RemoveItemDialog
      title={goalTexts.deleteGoalTitle}
      description={goalTexts.deleteGoalDescription(goal.title)}
      remove={() => removeGoal(goalId)}
      onClose={closeGoalDialog}
    />
  );
}

function DetailsDialog({ goalId }: { goalId: number }) {
  const goal = findGoal(goalId);
  const today = useToday();
  if (!goal) return null;
  const active = goal.status === 'active';
  return (
    <SheetDialog
      title={goalTexts.detailsTitle}
      onClose={closeGoalDialog}
      testId="goal-details"
      footer={
        active ? (
          <div className="confirm-dialog__buttons">
            <Button
              mode="bezeled"
              size="m"
              stretched
              onClick={() => {
                closeGoalDialog();
                requestGoalModal({ kind: 'goal', goal });
              }}
            >
              {goalTexts.edit}
            </Button>
            <Button mode="filled" size="m" stretched disabled={!canCompleteGoal(goal.subgoals)} onClick={() => askCompleteGoal(goalId)}>
              {goalTexts.complete}
            </Button>
          </div>
        ) : undefined
      }
    >
      <div className="goal-details">
        <div className="goal-details__head">
          <GoalIcon icon={goal.icon} size="l" />
          <Text weight="2">{goal.title}</Text>
        </div>
        {goal.description && <Text>{goal.description}</Text>}
        <dl className="goal-details__rows">
          <dt>{goalTexts.status}</dt>
          <dd>
            <CalendarStatusBadge item={goal} today={today} />
          </dd>
          <dt>{goalTexts.category}</dt>
          <dd>{categoryLabel(goal.category, goal.custom_category_title)}</dd>
          <dt>{goalTexts.deadlineLabel}</dt>
          <dd>{goal.deadline ? formatDayLong(goal.deadline) : goalTexts.noDeadline}</dd>
          <dt>{goalTexts.progressLabel}</dt>
          <dd>{goalTexts.percent(goal.progress)}</dd>
        </dl>
        <Text className="goal-card__date">{goalTexts.created(formatDayLong(todayKey(new Date(goal.created_at))))}</Text>
        {goal.subgoals.length > 0 && (
          <SubgoalChecklist subgoals={goal.subgoals} onToggle={(i) => toggleSubgoal(goal.id, i)} disabled={!active} />
        )}
      </div>
    </SheetDialog>
  );
}

/** The goal dialogs, mounted once by the shell; they read the live goal from the store. */
export function GoalDialogs() {
  const dialog = useGoalDialog();
  useGoals(); // re-render when the goal changes
  if (!dialog) return null;
  if (dialog.kind === 'complete') return <CompleteDialog key={dialog.goalId} goalId={dialog.goalId} />;
  if (dialog.kind === 'delete') return <DeleteDialog key={dialog.goalId} goalId={dialog.goalId} />;
  return <DetailsDialog key={dialog.goalId} goalId={dialog.goalId} />;
}

export default GoalDialogs;
