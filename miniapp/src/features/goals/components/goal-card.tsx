import { Progress } from '@telegram-apps/telegram-ui';
import type { Goal } from '@tracker/shared/contract';
import { canCompleteGoal, formatDayShort } from '@tracker/shared/domain';
import { goalTexts } from '@tracker/shared/texts';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { CalendarStatusBadge } from '../../../components/calendar-status-badge.tsx';
import { CategoryChip } from '../../../components/category-chip.tsx';
import { ChevronDownIcon, DetailsIcon, UndoIcon } from '../../../components/goal-action-icons.tsx';
import { ItemCard, ItemCardActions } from '../../../components/item-card.tsx';
import { SubgoalChecklist } from '../../../components/subgoal-checklist.tsx';
import { requestGoalModal } from '../../../lib/goal-modal-request.ts';
import { todayKey } from '../../../lib/today.ts';
import { askCompleteGoal, askDeleteGoal, showGoalDetails } from '../hooks/use-goal-dialogs.ts';
import { reactivateGoal, toggleSubgoal } from '../hooks/use-goals.ts';
import './goals.css';
import { IconButton } from '../../../components/icon-button.tsx';

/** A goal on the Target screen: edit, complete, reactivate, sub-steps, details, delete (core.md 2). */
export function GoalCard({ goal, today }: { goal: Goal; today: string }) {
  const [expanded, setExpanded] = useState(false);
  const [reactivating, setReactivating] = useState(false);
  const done = goal.subgoals.filter((s) => s.completed).length;
  const completable = canCompleteGoal(goal.subgoals);
  const active = goal.status === 'active';

  return (
    <ItemCard
      kind="goal"
      item={goal}
      muted={!active}
      meta={
        <>
          <CalendarStatusBadge item={goal} today={today} />
          <CategoryChip category={goal.category} customTitle={goal.custom_category_title} />
          <span className="goal-card__date">
            {!active && goal.completed_at
              ? goalTexts.completedOn(formatDayShort(todayKey(new Date(goal.completed_at)), today))
              : goal.deadline
                ? goalTexts.deadline(formatDayShort(goal.deadline, today))
                : goalTexts.noDeadline}
          </span>
        </>
      }
      actions={
        <ItemCardActions
          lead={
            active ? (
              <Button
                size="s"
                mode="filled"
                disabled={!completable}
                title={completable ? undefined : goalTexts.openSubgoalsFirst}
                onClick={() => askCompleteGoal(goal.id)}
              >
                {goalTexts.complete}
              </Button>
            ) : (
              <Button
                size="s"
                mode="bezeled"
                before={<UndoIcon size={16} />}
                loading={reactivating}
                onClick={() => {
                  setReactivating(true);
                  void reactivateGoal(goal.id).finally(() => setReactivating(false));
                }}
              >
                {goalTexts.reactivate}
              </Button>
            )
          }
          onEdit={active ? () => requestGoalModal({ kind: 'goal', goal }) : undefined}
          extra={
            <IconButton mode="gray" size="s" aria-label={goalTexts.details} onClick={() => showGoalDetails(goal.id)}>
              <DetailsIcon />
            </IconButton>
          }
          onDelete={() => askDeleteGoal(goal.id)}
        />
      }
    >
      {goal.subgoals.length > 0 && (
        <>
          <div className="goal-card__progress">
            <Progress value={goal.progress} aria-label={goalTexts.progressLabel} />
            <span className="goal-card__percent" data-testid="goal-progress">
              {goalTexts.percent(goal.progress)}
            </span>
          </div>
          <button type="button" className="goal-card__expand tap-area" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
            <span>{goalTexts.subgoalsCount(done, goal.subgoals.length)}</span>
            <ChevronDownIcon size={18} className={expanded ? 'goal-card__chevron--up' : undefined} />
          </button>
          {expanded && (
            <SubgoalChecklist subgoals={goal.subgoals} onToggle={(i) => toggleSubgoal(goal.id, i)} disabled={!active} testId="goal-subgoals" />
          )}
        </>
      )}
    </ItemCard>
  );
}
