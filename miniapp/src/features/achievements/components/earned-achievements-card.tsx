import { Caption, Section } from '@telegram-apps/telegram-ui';
import { PROFILE_ACHIEVEMENTS_PAGE_SIZE, pageButtons, pageCount } from '@tracker/shared/domain';
import { earnedAchievementsTexts } from '@tracker/shared/texts';
import { navigate } from 'wouter/use-browser-location';
import { Button } from '../../../components/button.tsx';
import { TrophyIcon } from '../../../components/icons.tsx';
import { InlineError } from '../../../components/inline-error.tsx';
import { PageNav } from '../../../components/page-nav.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useEarnedAchievementsPage } from '../hooks/use-earned-achievements-page.ts';
import { AchievementCard, AchievementCardSkeleton } from './achievement-card.tsx';
import '../achievements.css';

const LOADING_CARDS = 2;

/**
 * The profile's earned achievements (rewards.md 2.6): 5 a page, up to 5 page buttons, and
 * 'Все достижения' to /achievements?tab=earned. `points`: the profile's activity points; every
 * achievement pays some, so the list is asked again when they change (a payment's 'Премиум').
 */
export function EarnedAchievementsCard({ points }: { points: number }) {
  const { request, page, goToPage } = useEarnedAchievementsPage(points);
  const answer = request.data;
  const pages = answer ? pageCount(answer.total_count, PROFILE_ACHIEVEMENTS_PAGE_SIZE) : 0;

  let body;
  if (request.status === 'error') {
    body = (
      <InlineError
        text={earnedAchievementsTexts.loadError(errorMessage(request.error))}
        onRetry={request.retry}
        className="earned-achievements__state"
        testId="earned-achievements-error"
      />
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
      className="card-section"
      header={<SectionHeading>{earnedAchievementsTexts.title}</SectionHeading>}
      data-testid="earned-achievements"
      aria-busy={request.status === 'loading'}
    >
      {body}
      <div className="earned-achievements__footer">
        {pages > 1 && (
          <PageNav
            page={page}
            pages={pages}
            slots={pageButtons(page, pages)}
            onPage={goToPage}
            label={earnedAchievementsTexts.pagination}
            testId="earned-pagination"
          />
        )}
        <Button size="m" mode="bezeled" stretched onClick={() => navigate('/achievements?tab=earned')} data-testid="all-achievements">
          {earnedAchievementsTexts.allAchievements}
        </Button>
      </div>
    </Section>
  );
}
