import { Text } from '@telegram-apps/telegram-ui';
import { goalTexts } from '@tracker/shared/texts';
import { useState } from 'react';
import { DeleteConfirmDialog } from '../../../components/delete-confirm-dialog.tsx';
import { GoalIcon } from '../../../components/goal-icon.tsx';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { todayKey } from '../../../lib/today.ts';
import { closeHabitDialog, useHabitDialog } from '../hooks/use-habit-dialogs.ts';
import { findHabit, removeHabit, useHabits } from '../hooks/use-habits.ts';
import { HabitChart } from './habit-chart.tsx';

function DeleteDialog({ habitId }: { habitId: number }) {
  const habit = findHabit(habitId);
  const [deleting, setDeleting] = useState(false);
  if (!habit) return null;
  return (
    <DeleteConfirmDialog
      title={goalTexts.deleteHabitTitle}
      description={goalTexts.deleteHabitDescription(habit.title)}
      deleting={deleting}
      texts={goalTexts}
      onCancel={closeHabitDialog}
      onConfirm={async () => {
        setDeleting(true);
        const ok = await removeHabit(habitId);
        setDeleting(false);
        if (ok) closeHabitDialog();
      }}
    />
  );
}

function ChartDialog({ habitId }: { habitId: number }) {
  const habit = findHabit(habitId);
  if (!habit) return null;
  return (
    <SheetDialog title={goalTexts.chartTitle} onClose={closeHabitDialog} testId="habit-chart-dialog">
      <div className="habit-chart-dialog__head">
        <GoalIcon icon={habit.icon} size="s" />
        <Text weight="2">{habit.title}</Text>
      </div>
      <HabitChart habit={habit} today={todayKey()} />
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
