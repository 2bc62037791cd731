import type { Habit } from '@tracker/shared/contract';
import { canAddProgress, canDecreaseProgress } from '@tracker/shared/domain';
import { goalTexts } from '@tracker/shared/texts';
import { MinusIcon } from '../../../components/goal-action-icons.tsx';
import { PlusIcon } from '../../../components/icons.tsx';
import { changeHabitProgress } from '../hooks/use-habits.ts';
import { IconButton } from '../../../components/icon-button.tsx';

/** − today's count / target + : + off at the target or on an unscheduled day, − off at 0. */
export function HabitProgressButtons({ habit, pending, compact = false }: { habit: Habit; pending: boolean; compact?: boolean }) {
  const done = habit.daily_progress >= habit.daily_target;
  return (
    <div className={`habit-progress${done ? ' habit-progress--done' : ''}`}>
      <IconButton
        mode="gray"
        size={compact ? 's' : 'm'}
        aria-label={goalTexts.decreaseProgressSign}
        title={goalTexts.decreaseProgress}
        disabled={pending || !canDecreaseProgress(habit)}
        onClick={() => void changeHabitProgress(habit.id, -1)}
        data-testid="habit-decrease"
      >
        <MinusIcon size={compact ? 18 : 20} />
      </IconButton>
      <span className="habit-progress__count" data-testid="habit-today-progress" aria-live="polite">
        {goalTexts.todayProgress(habit.daily_progress, habit.daily_target)}
      </span>
      <IconButton
        mode={done ? 'gray' : 'bezeled'}
        size={compact ? 's' : 'm'}
        aria-label={goalTexts.addProgressSign}
        title={goalTexts.addProgress}
        disabled={pending || !canAddProgress(habit)}
        onClick={() => void changeHabitProgress(habit.id, 1)}
        data-testid="habit-increase"
      >
        <PlusIcon size={compact ? 18 : 20} />
      </IconButton>
    </div>
  );
}
