import { SegmentedControl, Text } from '@telegram-apps/telegram-ui';
import { type ReactNode, useId } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { Button } from './button.tsx';
import { CountedTabLabel } from './counted-tab-label.tsx';
import { SegmentedItem } from './tab-items.tsx';
import { requestGoalModal } from '../lib/goal-modal-request.ts';
import { searchTab, tabAddress } from '../lib/search-tab.ts';
import './goal-parts.css';

/** The sub-tabs, the first shown without a parameter (`?show=completed` for the other, beside the screen's `tab`). */
const SUBS = ['active', 'completed'] as const;
type Sub = (typeof SUBS)[number];

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
  const search = useSearch();
  const sub = searchTab(search, SUBS, 'show');
  const setSub = (next: Sub) => navigate(tabAddress('/target', SUBS, next, { name: 'show', search }), { replace: true });
  const list = lists[sub];
  const tabsId = useId();
  return (
    <div className="target-tab" data-testid={`${kind}-tab`}>
      <SegmentedControl className="target-subtabs">
        {SUBS.map((key) => (
          <SegmentedItem
            key={key}
            selected={sub === key}
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
