import { Section, TabsList, Title } from '@telegram-apps/telegram-ui';
import { ACHIEVEMENT_LIST_STATUSES } from '@tracker/shared/contract';
import { achievementsTexts } from '@tracker/shared/texts';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { Button } from '../../../components/button.tsx';
import { ChevronLeftIcon, TrophyIcon } from '../../../components/icons.tsx';
import { EmptyCard } from '../../../components/empty-card.tsx';
import { InlineError } from '../../../components/inline-error.tsx';
import { LoadErrorCard } from '../../../components/load-error-card.tsx';
import { goBack } from '../../../lib/go-back.ts';
import { searchTab, tabAddress } from '../../../lib/search-tab.ts';
import { isTelegram } from '../../../lib/telegram.ts';
import type { AchievementTab } from '../api/get-achievements.ts';
import { useAchievementList } from '../hooks/use-achievement-list.ts';
import { AchievementCard, AchievementCardSkeleton } from './achievement-card.tsx';
import '../achievements.css';
import { IconButton } from '../../../components/icon-button.tsx';
import { TabItem } from '../../../components/tab-items.tsx';

const SKELETON_CARDS = 4;

/** ?tab=earned|not_earned; anything else is 'all' (rewards.md 2.1). */

function AchievementsList({ tab }: { tab: AchievementTab }) {
  const list = useAchievementList(tab);

  if (list.items === null) {
    if (list.failedPage !== null) {
      return <LoadErrorCard message={achievementsTexts.loadError} onRetry={list.retry} className="achievements-state" testId="achievements-error" />;
    }
    return (
      <Section className="achievements-list" aria-busy="true" role="status">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <AchievementCardSkeleton key={i} />
        ))}
      </Section>
    );
  }

  if (list.items.length === 0) {
    return (
      <EmptyCard icon={<TrophyIcon size={44} />} header={achievementsTexts.empty} className="achievements-state" testId="achievements-empty" />
    );
  }

  return (
    <>
      <Section className="achievements-list" data-testid="achievements-list">
        {list.items.map((achievement) => (
          <AchievementCard key={achievement.id} achievement={achievement} />
        ))}
      </Section>
      {list.failedPage !== null ? (
        <InlineError text={achievementsTexts.loadError} onRetry={list.retry} testId="achievements-error" />
      ) : (
        list.hasMore && (
          <Button size="l" mode="bezeled" stretched loading={list.loading} onClick={list.loadMore} data-testid="achievements-more">
            {achievementsTexts.showMore}
          </Button>
        )
      )}
    </>
  );
}

/** /achievements (rewards.md 2.8, 4.7): back, the three tabs from ?tab=, the cards and 'Показать еще'. */
export default function AchievementsPage() {
  const tab = searchTab(useSearch(), ACHIEVEMENT_LIST_STATUSES);
  const choose = (next: AchievementTab) => navigate(tabAddress('/achievements', ACHIEVEMENT_LIST_STATUSES, next), { replace: true });

  return (
    <section className="page achievements-page" data-testid="achievements-page">
      <div className="achievements-page__heading">
        {/* Inside Telegram its own Back Button does this. */}
        {!isTelegram() && (
          <IconButton mode="plain" size="m" aria-label={achievementsTexts.back} onClick={goBack} data-testid="achievements-back">
            <ChevronLeftIcon size={24} />
          </IconButton>
        )}
        <Title level="2" weight="1" Component="h1" className="page-title">
          {achievementsTexts.title}
        </Title>
      </div>
      <TabsList className="app-tabs achievements-tabs" aria-label={achievementsTexts.title}>
        {ACHIEVEMENT_LIST_STATUSES.map((t) => (
          <TabItem key={t} selected={tab === t} onClick={() => choose(t)} data-testid={`achievements-tab-${t}`}>
            {achievementsTexts.tabs[t]}
          </TabItem>
        ))}
      </TabsList>
      {/* A new tab is a new list from page 1 (rewards.md 4.7). */}
      <AchievementsList key={tab} tab={tab} />
    </section>
  );
}
