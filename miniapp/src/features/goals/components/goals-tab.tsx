import { goalTexts } from '@tracker/shared/texts';
import { TargetListTab } from '../../../components/target-list-tab.tsx';
import { useGoals } from '../hooks/use-goals.ts';
import { GoalCard } from './goal-card.tsx';
import './goals.css';

/** The goals tab of the Target screen: 'Активные' / 'Завершённые'. */
export function GoalsTab({ today }: { today: string }) {
  const goals = useGoals();
  return (
    <TargetListTab
      kind="goals"
      labels={goalTexts.goalTabs}
      lists={goals}
      empty={{ active: goalTexts.emptyActiveGoals, completed: goalTexts.emptyCompletedGoals }}
      emptyHint={goalTexts.emptyActiveGoalsHint}
      addLabel={goals.completed.length > 0 ? goalTexts.createNextGoal : goalTexts.createFirstGoal}
      renderItem={(goal) => <GoalCard goal={goal} today={today} />}
    />
  );
}
