import type { Achievement } from '@tracker/shared/contract';
import { ACHIEVEMENTS_PAGE_SIZE } from '@tracker/shared/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { appendPage } from '../../../lib/paged-list.ts';
import { type AchievementTab, getAchievements } from '../api/get-achievements.ts';

interface ListState {
  /** null until the tab's first page arrives. */
  items: Achievement[] | null;
  /** The last page appended. */
  page: number;
  hasMore: boolean;
  /** A page is on the way. */
  loading: boolean;
  /** The page that failed, to ask for again on retry; null when nothing failed. */
  failedPage: number | null;
}

const fresh: ListState = { items: null, page: 0, hasMore: false, loading: true, failedPage: null };

export interface AchievementList extends ListState {
  /** 'Показать еще': the next page, appended. */
  loadMore: () => void;
  /** Asks for the page that failed again. */
  retry: () => void;
}

/**
 * The achievements screen's list (rewards.md 4.7): a tab loads from page 1, 'Показать еще' appends the
 * next page of 12 while has_more says there is one. An answer for a tab already left is dropped.
 */
export function useAchievementList(tab: AchievementTab): AchievementList {
  const [state, setState] = useState<ListState>(fresh);
  const generation = useRef(0);

  const load = useCallback(
    (page: number) => {
      const mine = ++generation.current;
      setState((s) => (page === 1 ? fresh : { ...s, loading: true, failedPage: null }));
      getAchievements(tab, page, ACHIEVEMENTS_PAGE_SIZE).then(
        (answer) => {
          if (mine !== generation.current) return;
          setState((s) => ({
            items: page === 1 ? answer.achievements : appendPage(s.items ?? [], answer.achievements),
            page,
            hasMore: answer.has_more,
            loading: false,
            failedPage: null,
          }));
        },
        (error: unknown) => {
          if (mine !== generation.current) return;
          console.warn('achievements failed', error);
          setState((s) => ({ ...s, loading: false, failedPage: page }));
        },
      );
    },
    [tab],
  );

  useEffect(() => {
    load(1);
    return () => {
      generation.current += 1;
    };
  }, [load]);

  // The page after the last one asked for, not nextPageNumber(items.length): a card newly earned
  // meanwhile shifts the earned tab by one, appendPage skips the repeat, and counting loaded cards
  // would ask for the same page again and again.
  const loadMore = useCallback(() => load(state.page + 1), [load, state.page]);
  const retry = useCallback(() => load(state.failedPage ?? 1), [load, state.failedPage]);

  return { ...state, loadMore, retry };
}
