import { Button, Caption, IconButton, Section, Text } from '@telegram-apps/telegram-ui';
import { PROFILE_ACHIEVEMENTS_PAGE_SIZE, pageButtons, pageCount } from '@tracker/shared/domain';
import { appTexts, earnedAchievementsTexts } from '@tracker/shared/texts';
import { navigate } from 'wouter/use-browser-location';
import { ChevronLeftIcon, ChevronRightIcon, TrophyIcon } from '../../../components/icons.tsx';
import { useEarnedAchievementsPage } from '../hooks/use-earned-achievements-page.ts';
import { AchievementCard, AchievementCardSkeleton } from './achievement-card.tsx';
import '../achievements.css';

const LOADING_CARDS = 2;

function PageButtons({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav className="earned-pagination" aria-label={earnedAchievementsTexts.pagination} data-testid="earned-pagination">
      <IconButton mode="plain" size="s" aria-label={earnedAchievementsTexts.previousPage} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon size={20} />
      </IconButton>
      {pageButtons(page, pages).map((n) => (
        <button
          key={n}
          type="button"
          className={`earned-pagination__page${n === page ? ' earned-pagination__page--current' : ''}`}
          aria-label={earnedAchievementsTexts.page(n)}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <IconButton mode="plain" size="s" aria-label={earnedAchievementsTexts.nextPage} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <ChevronRightIcon size={20} />
      </IconButton>
    </nav>
  );
}

/**
 * The profile's earned achievements (rewards.md 2.6): 5 a page, up to 5 page buttons, and
 * 'Все достижения' to /achievements?tab=earned.
 */
export function EarnedAchievementsCard() {
  const { state, page, goToPage, retry } = useEarnedAchievementsPage();
  const answer = state.answer;
  const pages = answer ? pageCount(answer.total_count, PROFILE_ACHIEVEMENTS_PAGE_SIZE) : 0;

  let body;
  if (state.status === 'error') {
    body = (
      <div className="earned-achievements__state" role="alert" data-testid="earned-achievements-error">
        <Text>{earnedAchievementsTexts.loadError(state.message)}</Text>
        <Button size="s" mode="bezeled" onClick={retry}>
          {appTexts.retry}
        </Button>
      </div>
    );
  } else if (!answer) {
    body = Array.from({ length: LOADING_CARDS }, (_, i) => <AchievementCardSkeleton key={i} />);
  } else if (answer.achievements.length === 0) {
    body = (
      <div className="earned-achievements__state" data-testid="earned-achievements-empty">
        <TrophyIcon size={28} className="earned-achievements__empty-icon" />
        <Caption className="earned-achievements__hint">{earnedAchievementsTexts.empty}</Caption>
      </div>
    );
  } else {
    body = answer.achievements.map((achievement) => <AchievementCard key={achievement.id} achievement={achievement} />);
  }

  return (
    <Section
      className="earned-achievements"
      header={earnedAchievementsTexts.title}
      data-testid="earned-achievements"
      aria-busy={state.status === 'loading'}
    >
      {body}
      <div className="earned-achievements__footer">
        {pages > 1 && <PageButtons page={page} pages={pages} onPage={goToPage} />}
        <Button size="m" mode="bezeled" stretched onClick={() => navigate('/achievements?tab=earned')} data-testid="all-achievements">
          {earnedAchievementsTexts.allAchievements}
        </Button>
      </div>
    </Section>
  );
}
