import type { AchievementsResponse } from '@tracker/shared/contract';
import { PROFILE_ACHIEVEMENTS_PAGE_SIZE } from '@tracker/shared/domain';
import { useCallback, useEffect, useState } from 'react';
import { getAchievements } from '../api/get-achievements.ts';

export type EarnedPageState =
  | { status: 'loading'; answer: AchievementsResponse | null }
  | { status: 'loaded'; answer: AchievementsResponse }
  | { status: 'error'; answer: null; message: string };

export interface EarnedAchievementsPage {
  state: EarnedPageState;
  page: number;
  goToPage: (page: number) => void;
  retry: () => void;
}

/** The profile's earned achievements, 5 a page (rewards.md 2.6, 7); a page replaces the one shown. */
export function useEarnedAchievementsPage(): EarnedAchievementsPage {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<EarnedPageState>({ status: 'loading', answer: null });

  useEffect(() => {
    let alive = true;
    // The page shown stays until the next arrives: the list keeps its height.
    setState((s) => ({ status: 'loading', answer: s.answer }));
    getAchievements('earned', page, PROFILE_ACHIEVEMENTS_PAGE_SIZE).then(
      (answer) => alive && setState({ status: 'loaded', answer }),
      (error: unknown) => alive && setState({ status: 'error', answer: null, message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      alive = false;
    };
  }, [page, attempt]);

  const goToPage = useCallback((next: number) => setPage(next), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, page, goToPage, retry };
}
