import { Text } from '@telegram-apps/telegram-ui';
import { goalTexts } from '@tracker/shared/texts';
import { GoalIcon } from '../../../components/goal-icon.tsx';
import { RemoveItemDialog } from '../../../components/remove-item-dialog.tsx';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { useToday } from '../../../lib/today.ts';
import { closeHabitDialog, useHabitDialog } from '../hooks/use-habit-dialogs.ts';
import { findHabit, removeHabit, useHabits } from '../hooks/use-habits.ts';
import { HabitChart } from './habit-chart.tsx';

function DeleteDialog({ habitId }: { habitId: number }) {
  const habit = findHabit(habitId);
  const today = useToday();
  if (!habit) return null;
  return (
    <RemoveItemDialog
      title={goalTexts.deleteHabitTitle}
      description={goalTexts.deleteHabitDescription(habit.title)}
      remove={() => removeHabit(habitId)}
      onClose={closeHabitDialog}
    />
  );
}

function ChartDialog({ habitId }: { habitId: number }) {
  const habit = findHabit(habitId);
  const today = useToday();
  if (!habit) return null;
  return (
    <SheetDialog title={goalTexts.chartTitle} onClose={closeHabitDialog} testId="habit-chart-dialog">
      <div className="habit-chart-dialog__head">
        <GoalIcon icon={habit.icon} size="s" />
        <Text weight="2">{habit.title}</Text>
      </div>
      <HabitChart habit={habit} today={today} />
    </SheetDialog>
  );
}

/** Habit dialogs, mounted once by the shell. */
export function HabitDialogs() {
  const dialog = useHabitDialog();
  useHabits();
  if (!dialog) return null;
  if (dialog.kind === 'delete') return <DeleteDialog key={dialog.habitId} habitId={dialog.habitId} />;
  return <ChartDialog key={dialog.habitId} habitId={dialog.habitId} />;
}

export default HabitDialogs;
