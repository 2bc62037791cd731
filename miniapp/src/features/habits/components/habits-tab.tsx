import { goalTexts } from '@tracker/shared/texts';
import { TargetListTab } from '../../../components/target-list-tab.tsx';
import { useHabits } from '../hooks/use-habits.ts';
import { HabitCard } from './habit-card.tsx';
import './habits.css';

/** The habits tab of the Target screen: 'Текущие' / 'Сформированные'. */
export function HabitsTab({ today }: { today: string }) {
  const habits = useHabits();
  return (
    <TargetListTab
      kind="habits"
      labels={goalTexts.habitTabs}
      lists={habits}
      empty={{ active: goalTexts.emptyActiveHabits, completed: goalTexts.emptyCompletedHabits }}
      emptyHint={goalTexts.emptyActiveHabitsHint}
      addLabel={goalTexts.addHabit}
      renderItem={(habit) => <HabitCard habit={habit} today={today} pending={habits.pending.includes(habit.id)} />}
    />
  );
}
