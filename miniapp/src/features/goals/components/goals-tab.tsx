import { Button, SegmentedControl, Text } from '@telegram-apps/telegram-ui';
import { goalTexts } from '@tracker/shared/texts';
import { useState } from 'react';
import { requestGoalModal } from '../../../lib/goal-modal-request.ts';
import { useGoals } from '../hooks/use-goals.ts';
import { GoalCard } from './goal-card.tsx';
import './goals.css';

type Sub = 'active' | 'completed';

/** The goals tab of the Target screen: 'Активные' / 'Завершённые'. */
export function GoalsTab({ today }: { today: string }) {
  const goals = useGoals();
  const [sub, setSub] = useState<Sub>('active');
  const list = sub === 'active' ? goals.active : goals.completed;

  return (
    <div className="target-tab" data-testid="goals-tab">
      <SegmentedControl className="target-subtabs">
        {(['active', 'completed'] as const).map((key) => (
          <SegmentedControl.Item key={key} selected={sub === key} aria-selected={sub === key} onClick={() => setSub(key)} data-testid={`goals-subtab-${key}`}>
            {goalTexts.goalTabs[key]}
            <span className="target-subtabs__count">{(key === 'active' ? goals.active : goals.completed).length}</span>
          </SegmentedControl.Item>
        ))}
      </SegmentedControl>
      {list.length === 0 ? (
        <div className="target-empty" data-testid="goals-empty">
          <Text weight="2">{sub === 'active' ? goalTexts.emptyActiveGoals : goalTexts.emptyCompletedGoals}</Text>
          {sub === 'active' && (
            <>
              <Text className="target-empty__hint">{goalTexts.emptyActiveGoalsHint}</Text>
              <Button size="m" mode="bezeled" onClick={() => requestGoalModal()}>
                {goalTexts.addGoal}
              </Button>
            </>
          )}
        </div>
      ) : (
        <ul className="goal-list" data-testid={`goals-list-${sub}`}>
          {list.map((goal) => (
            <li key={goal.id}>
              <GoalCard goal={goal} today={today} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
