import type { AchievementsResponse } from '@tracker/shared/contract';
import { PROFILE_ACHIEVEMENTS_PAGE_SIZE } from '@tracker/shared/domain';
import { useCallback, useState } from 'react';
import { type Request, useRequest } from '../../../lib/use-request.ts';
import { getAchievements } from '../api/get-achievements.ts';

export interface EarnedAchievementsPage {
  /** The page shown stays until the next arrives: the list keeps its height. */
  request: Request<AchievementsResponse>;
  page: number;
  goToPage: (page: number) => void;
}

/**
 * The profile's earned achievements, 5 a page (rewards.md 2.6, 7); a page replaces the one shown.
 * A change of `points` (an achievement pays points) asks for the page again.
 */
export function useEarnedAchievementsPage(points: number): EarnedAchievementsPage {
  const [page, setPage] = useState(1);
  // `points` is not read: its change is the reason to ask again.
  const load = useCallback(() => getAchievements('earned', page, PROFILE_ACHIEVEMENTS_PAGE_SIZE), [page, points]);
  return { request: useRequest(load, `earned-achievements-${page}`), page, goToPage: setPage };
}
