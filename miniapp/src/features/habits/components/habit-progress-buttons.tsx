import type { Habit } from '@tracker/shared/contract';
import { canAddProgress, canDecreaseProgress } from '@tracker/shared/domain';
import { goalTexts } from '@tracker/shared/texts';
import { useEffect, useRef } from 'react';
import { MinusIcon } from '../../../components/goal-action-icons.tsx';
import { IconButton } from '../../../components/icon-button.tsx';
import { PlusIcon } from '../../../components/icons.tsx';
import { changeHabitProgress } from '../hooks/use-habits.ts';

/**
 * − today's count / target + : + off at the target or on an unscheduled day, − off at 0. While a
 * change is on its way both stay focusable and presses wait (a disabled button would drop the
 * keyboard's focus to the page); when the pressed one switches off (+ at the target), its partner
 * takes the focus, so a keyboard user goes on from where they were. The count fades while a change
 * is on its way (aria-busy), so a slow network shows that the press was taken.
 */
export function HabitProgressButtons({ habit, pending, compact = false }: { habit: Habit; pending: boolean; compact?: boolean }) {
  const done = habit.daily_progress >= habit.daily_target;
  const canAdd = canAddProgress(habit);
  const canDecrease = canDecreaseProgress(habit);
  const add = useRef<HTMLButtonElement>(null);
  const decrease = useRef<HTMLButtonElement>(null);
  const pressed = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (pending || !pressed.current) return;
    const lost = pressed.current.disabled && document.activeElement === document.body;
    const partner = pressed.current === add.current ? decrease.current : add.current;
    pressed.current = null;
    if (lost && partner && !partner.disabled) partner.focus();
  }, [pending, canAdd, canDecrease]);

  const press = (button: HTMLButtonElement | null, delta: 1 | -1) => {
    pressed.current = button;
    void changeHabitProgress(habit.id, delta);
  };
  const iconSize = compact ? 18 : 20;
  return (
    <div className={`habit-progress${done ? ' habit-progress--done' : ''}`} aria-busy={pending || undefined} data-testid="habit-progress">
      <IconButton
        ref={decrease}
        mode="gray"
        size={compact ? 's' : 'm'}
        aria-label={goalTexts.decreaseProgressSign}
        title={`${goalTexts.decreaseProgress}: ${habit.title}`}
        aria-disabled={pending || undefined}
        disabled={!canDecrease}
        onClick={() => press(decrease.current, -1)}
        data-testid="habit-decrease"
      >
        <MinusIcon size={iconSize} />
      </IconButton>
      <span className="habit-progress__count" data-testid="habit-today-progress" aria-live="polite">
        {goalTexts.todayProgress(habit.daily_progress, habit.daily_target)}
      </span>
      <IconButton
        ref={add}
        mode={done ? 'gray' : 'bezeled'}
        size={compact ? 's' : 'm'}
        aria-label={goalTexts.addProgressSign}
        title={`${goalTexts.addProgress}: ${habit.title}`}
        aria-disabled={pending || undefined}
        disabled={!canAdd}
        onClick={() => press(add.current, 1)}
        data-testid="habit-increase"
      >
        <PlusIcon size={iconSize} />
      </IconButton>
    </div>
  );
}
