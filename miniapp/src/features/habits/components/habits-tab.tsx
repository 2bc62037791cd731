import { Button, SegmentedControl, Text } from '@telegram-apps/telegram-ui';
import { goalTexts } from '@tracker/shared/texts';
import { useState } from 'react';
import { requestGoalModal } from '../../../lib/goal-modal-request.ts';
import { useHabits } from '../hooks/use-habits.ts';
import { HabitCard } from './habit-card.tsx';
import './habits.css';

type Sub = 'active' | 'completed';

/** The habits tab of the Target screen: 'Текущие' / 'Сформированные'. */
export function HabitsTab({ today }: { today: string }) {
  const habits = useHabits();
  const [sub, setSub] = useState<Sub>('active');
  const list = sub === 'active' ? habits.active : habits.completed;
  return (
    <div className="target-tab" data-testid="habits-tab">
      <SegmentedControl className="target-subtabs">
        {(['active', 'completed'] as const).map((key) => (
          <SegmentedControl.Item key={key} selected={sub === key} aria-selected={sub === key} onClick={() => setSub(key)} data-testid={`habits-subtab-${key}`}>
            {goalTexts.habitTabs[key]}
            <span className="target-subtabs__count">{(key === 'active' ? habits.active : habits.completed).length}</span>
          </SegmentedControl.Item>
        ))}
      </SegmentedControl>
      {list.length === 0 ? (
        <div className="target-empty" data-testid="habits-empty">
          <Text weight="2">{sub === 'active' ? goalTexts.emptyActiveHabits : goalTexts.emptyCompletedHabits}</Text>
          {sub === 'active' && (
            <>
              <Text className="target-empty__hint">{goalTexts.emptyActiveHabitsHint}</Text>
              <Button size="m" mode="bezeled" onClick={() => requestGoalModal()}>
                {goalTexts.addHabit}
              </Button>
            </>
          )}
        </div>
      ) : (
        <ul className="goal-list" data-testid={`habits-list-${sub}`}>
          {list.map((habit) => (
            <li key={habit.id}>
              <HabitCard habit={habit} today={today} pending={habits.pending.includes(habit.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
