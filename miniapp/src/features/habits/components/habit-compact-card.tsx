import { Text } from '@telegram-apps/telegram-ui';
import type { Habit } from '@tracker/shared/contract';
import { dailyTargetLabel, visibleStreak } from '@tracker/shared/domain';
import { FlameIcon } from '../../../components/goal-action-icons.tsx';
import { GoalIcon } from '../../../components/goal-icon.tsx';
import { streakLine } from '../../../components/habit-lines.ts';
import { HabitProgressButtons } from './habit-progress-buttons.tsx';
import './habits.css';

/** From this daily target on, '99 из 100' between the buttons would leave the title too narrow. */
const STACKED_FROM_TARGET = 100;

/**
 * A habit on Home: icon, title, target and streak, today's +/- (on a row of their own under the
 * title for a three-digit target).
 */
export function HabitCompactCard({ habit, today, pending }: { habit: Habit; today: string; pending: boolean }) {
  const streak = visibleStreak(habit, today);
  const stacked = habit.daily_target >= STACKED_FROM_TARGET;
  return (
    <div className={stacked ? 'habit-compact habit-compact--stacked' : 'habit-compact'} data-testid="habit-compact" aria-label={habit.title}>
      <GoalIcon icon={habit.icon} size="s" />
      <div className="habit-compact__body">
        <Text weight="2" className="two-lines">
          {habit.title}
        </Text>
        <span className="habit-compact__line">
          <span>{dailyTargetLabel(habit.daily_target)}</span>
          <span className={`habit-streak${streak > 0 ? ' habit-streak--on' : ''}`} data-testid="habit-streak">
            <FlameIcon size={13} />
            {streakLine(streak)}
          </span>
        </span>
      </div>
      <HabitProgressButtons habit={habit} pending={pending} compact />
    </div>
  );
}
