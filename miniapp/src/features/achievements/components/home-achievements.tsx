import { HOME_ACHIEVEMENTS_LOADED, HOME_ACHIEVEMENTS_SHOWN } from '@tracker/shared/domain';
import { achievementsTexts, earnedAchievementsTexts, homeLateTexts } from '@tracker/shared/texts';
import { useCallback, useEffect, useRef } from 'react';
import { HomeSection, HomeSectionFootLink, HomeSectionSkeleton } from '../../../components/home-section.tsx';
import { InlineError } from '../../../components/inline-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRequest } from '../../../lib/use-request.ts';
import { useProfile } from '../../profile/hooks/use-profile.ts';
import { getAchievements } from '../api/get-achievements.ts';
import { AchievementCard } from './achievement-card.tsx';
import '../achievements.css';

/**
 * Calls `reload` when the user's activity points move after they were first known: every
 * achievement pays points, and the profile reloads after each action that may earn one.
 */
function useReloadOnPoints(reload: () => void) {
  const points = useProfile().profile?.stats.activity_points;
  const known = useRef(points);
  useEffect(() => {
    if (points === undefined) return;
    if (known.current !== undefined && known.current !== points) reload();
    known.current = points;
  }, [points, reload]);
}

/**
 * Home 'Последние достижения' (core.md 2 "Home"): 10 loaded with status all (rewards.md 7), the
 * first 3 shown as on /achievements (a hidden one keeps its secret), and 'Все достижения'. An
 * achievement earned on Home itself (a first note, a first goal) shows at once.
 */
export function HomeAchievements() {
  const request = useRequest(useCallback(() => getAchievements('all', 1, HOME_ACHIEVEMENTS_LOADED), []), 'home-achievements');
  useReloadOnPoints(request.retry);
  const shown = request.data?.achievements.slice(0, HOME_ACHIEVEMENTS_SHOWN) ?? null;

  let body;
  if (request.status === 'error') {
    body = <InlineError text={earnedAchievementsTexts.loadError(errorMessage(request.error))} onRetry={request.retry} testId="home-achievements-error" />;
  } else if (!shown) {
    body = <HomeSectionSkeleton shape="list" count={HOME_ACHIEVEMENTS_SHOWN} />;
  } else if (shown.length === 0) {
    body = <p className="home-section__state">{achievementsTexts.empty}</p>;
  } else {
    body = (
      <div className="home-achievements__list">
        {shown.map((achievement) => (
          <AchievementCard key={achievement.id} achievement={achievement} />
        ))}
      </div>
    );
  }

  return (
    <HomeSection
      testId="home-achievements"
      title={homeLateTexts.achievementsTitle}
      busy={request.status === 'loading'}
      foot={<HomeSectionFootLink href="/achievements" text={earnedAchievementsTexts.allAchievements} />}
    >
      {body}
    </HomeSection>
  );
}
