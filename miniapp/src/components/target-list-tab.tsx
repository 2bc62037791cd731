import { SegmentedControl, Text } from '@telegram-apps/telegram-ui';
import { type ReactNode, useId, useState } from 'react';
import { Button } from './button.tsx';
import { CountedTabLabel } from './counted-tab-label.tsx';
import { SegmentedItem } from './segmented-item.tsx';
import { requestGoalModal } from '../lib/goal-modal-request.ts';
import './goal-parts.css';

type Sub = 'active' | 'completed';

/**
 * A list tab of the Target screen (goals or habits): two sub-tabs with their counts, the list of
 * the chosen one, or its empty state; the active one's empty state offers to create one.
 */
export function TargetListTab<T extends { id: number }>({
  kind,
  labels,
  lists,
  empty,
  emptyHint,
  addLabel,
  renderItem,
}: {
  kind: 'goals' | 'habits';
  labels: Readonly<Record<Sub, string>>;
  lists: Readonly<Record<Sub, readonly T[]>>;
  empty: Readonly<Record<Sub, string>>;
  emptyHint: string;
  addLabel: string;
  renderItem: (item: T) => ReactNode;
}) {
  const [sub, setSub] = useState<Sub>('active');
  const list = lists[sub];
  const tabsId = useId();
  return (
    <div className="target-tab" data-testid={`${kind}-tab`}>
      <SegmentedControl className="target-subtabs">
        {(['active', 'completed'] as const).map((key) => (
          <SegmentedItem
            key={key}
            selected={sub === key}
            aria-selected={sub === key}
            aria-describedby={`${tabsId}-${key}-count`}
            onClick={() => setSub(key)}
            data-testid={`${kind}-subtab-${key}`}
          >
            <CountedTabLabel label={labels[key]} count={lists[key].length} countId={`${tabsId}-${key}-count`} countClassName="target-subtabs__count" />
          </SegmentedItem>
        ))}
      </SegmentedControl>
      {list.length === 0 ? (
        <div className="target-empty" data-testid={`${kind}-empty`}>
          <Text weight="2">{empty[sub]}</Text>
          {sub === 'active' && (
            <>
              <Text className="target-empty__hint">{emptyHint}</Text>
              <Button size="m" mode="bezeled" onClick={() => requestGoalModal(kind === 'habits' ? { kind: 'new-habit' } : null)}>
                {addLabel}
              </Button>
            </>
          )}
        </div>
      ) : (
        <ul className="goal-list" data-testid={`${kind}-list-${sub}`}>
          {list.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
