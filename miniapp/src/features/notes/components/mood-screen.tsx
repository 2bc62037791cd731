import { SegmentedControl, Title } from '@telegram-apps/telegram-ui';
import { moodTexts } from '@tracker/shared/texts';
import { useLocation, useSearch } from 'wouter';
import { SegmentedItem } from '../../../components/tab-items.tsx';
import { searchTab, tabAddress } from '../../../lib/search-tab.ts';
import { useToday } from '../../../lib/today.ts';
import { AllTimeTab } from './all-time-tab.tsx';
import { MoodGreeting } from './mood-greeting.tsx';
import { TodayTab } from './today-tab.tsx';
import { WeekTab } from './week-tab.tsx';
import './notes-home.css';
import './notes.css';

const TABS = ['today', 'week', 'all'] as const;
type MoodTab = (typeof TABS)[number];


export interface MoodScreenProps {
  /** The user's display name, null while the profile loads. */
  name: string | null;
  /** From the profile; null while unknown. */
  isSubscribed: boolean | null;
}

/**
 * The Mood screen (core.md 2): greeting, tabs 'Сегодня' (default), 'Неделя', 'Всё время' — the
 * tab is in the address (?tab=week). Only the chosen tab's panel is in the page: a note listed on
 * two tabs is there once (the lists' own caches make switching back quick).
 */
export function MoodScreen({ name, isSubscribed }: MoodScreenProps) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const tab = searchTab(search, TABS);
  const today = useToday();

  const select = (next: MoodTab) => navigate(tabAddress(location, TABS, next), { replace: true });

  const panel = (key: MoodTab, content: JSX.Element) =>
    tab === key ? (
      <div key={key} id={`mood-panel-${key}`} role="tabpanel" aria-labelledby={`mood-tab-${key}`} className="mood-panel" data-testid={`mood-panel-${key}`}>
        {content}
      </div>
    ) : null;

  return (
    <div className="page mood-page" data-testid="mood-page">
      <Title level="2" weight="1" Component="h1" className="page-title">
        {moodTexts.pageTitle}
      </Title>
      <MoodGreeting name={name} />
      <SegmentedControl className="mood-tabs" aria-label={moodTexts.tabsLabel}>
        {TABS.map((key) => (
          <SegmentedItem
            key={key}
            id={`mood-tab-${key}`}
            selected={tab === key}
            aria-controls={tab === key ? `mood-panel-${key}` : undefined}
            onClick={() => select(key)}
          >
            {moodTexts.tabs[key]}
          </SegmentedItem>
        ))}
      </SegmentedControl>
      {panel('today', <TodayTab today={today} isSubscribed={isSubscribed} />)}
      {panel('week', <WeekTab today={today} />)}
      {panel('all', <AllTimeTab today={today} isSubscribed={isSubscribed} />)}
    </div>
  );
}
