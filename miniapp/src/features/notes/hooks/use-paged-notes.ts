import type { Note } from '@tracker/shared/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getNotes } from '../api/get-notes.ts';
import { QUERY_PAGE_SIZE_MAX } from '@tracker/shared/domain';
import { appendPage, nextPageNumber, withFreshHead } from '../../../lib/paged-list.ts';
import { type PagedNotes, applyToPaged } from '../note-list-events.ts';
import { type NoteEvent, subscribeNoteEvents } from '../notes-sync.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRetryWhenOnline } from '../../../lib/use-retry-when-online.ts';
import { useShownAgain } from '../../../lib/use-shown-again.ts';

export interface PagedNotesState {
  /** null until the first page arrives. */
  notes: Note[] | null;
  total: number;
  hasMore: boolean;
  error: string | null;
  loadingMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

/**
 * The user's notes newest first, one page at a time (a user with 5,000 notes loads 10, not 5,000),
 * kept current by note events from any tab.
 */
export function usePagedNotes(pageSize: number): PagedNotesState {
  const [state, setState] = useState<PagedNotes | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const current = useRef<PagedNotes | null>(null);
  current.current = state;
  const generation = useRef(0);
  /** Events heard while the first page is on the way: replayed on its answer, which may predate them. */
  const pending = useRef<NoteEvent[] | null>(null);

  useEffect(() => {
    const mine = ++generation.current;
    pending.current = [];
    setError(null);
    getNotes({ page: 1, pageSize })
      .then((answer) => {
        if (mine !== generation.current) return;
        const replay = pending.current ?? [];
        pending.current = null;
        setState(replay.reduce(applyToPaged, { notes: answer.notes, total: answer.total_count }));
      })
      .catch((e: unknown) => {
        if (mine === generation.current) setError(errorMessage(e));
      });
  }, [pageSize, attempt]);

  /** Counts note events: a quiet refresh whose answer may predate one is not shown. */
  const eventCount = useRef(0);
  useEffect(
    () =>
      subscribeNoteEvents((event) => {
        eventCount.current += 1;
        pending.current?.push(event);
        const before = current.current;
        setState((s) => (s ? applyToPaged(s, event) : s));
        // A shown note deleted (here or in another tab) leaves its page one short: the first note not
        // shown yet comes up into it, so the pages stay whole and 'Показать ещё' asks for the next
        // page, not this one again (blind audit CH F4).
        if (event.type === 'deleted' && before && before.notes.length < before.total && before.notes.some((n) => n.id === event.id)) {
          const mine = generation.current;
          getNotes({ page: before.notes.length, pageSize: 1 })
            .then((answer) => {
              if (mine === generation.current) setState((s) => (s ? { notes: appendPage(s.notes, answer.notes), total: answer.total_count } : s));
            })
            .catch((e: unknown) => console.warn('notes refill failed', e));
        }
      }),
    [],
  );

  const loadMore = useCallback(() => {
    const loaded = current.current;
    if (!loaded || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    getNotes({ page: nextPageNumber(loaded.notes.length, pageSize), pageSize })
      .then((answer) => {
        if (mine !== generation.current) return;
        setState((s) => (s ? { notes: appendPage(s.notes, answer.notes), total: answer.total_count } : s));
      })
      .catch((e: unknown) => {
        if (mine === generation.current) setError(errorMessage(e));
      })
      .finally(() => setLoadingMore(false));
  }, [loadingMore, pageSize]);

  const reload = useCallback(() => {
    setState(null);
    setAttempt((n) => n + 1);
  }, []);

  // Shown again: the notes loaded so far are asked for again (up to a page of the largest size),
  // in the background, for what another device added, changed or deleted meanwhile.
  const refreshQuietly = useCallback(() => {
    const loaded = current.current;
    if (!loaded) return;
    const [mine, eventsBefore] = [generation.current, eventCount.current];
    const size = Math.min(QUERY_PAGE_SIZE_MAX, Math.max(loaded.notes.length, pageSize));
    getNotes({ page: 1, pageSize: size })
      .then((answer) => {
        if (mine !== generation.current || eventsBefore !== eventCount.current) return;
        setState((s) => (s ? { notes: withFreshHead(s.notes, answer.notes, size), total: answer.total_count } : s));
      })
      .catch((e: unknown) => console.warn('notes refresh failed', e));
  }, [pageSize]);
  useShownAgain(refreshQuietly);

  // A load that failed for want of a network is asked again when the device is back online: the first page anew, else the next one.
  useRetryWhenOnline(error !== null, state === null ? reload : loadMore);

  return {
    notes: state?.notes ?? null,
    total: state?.total ?? 0,
    hasMore: state ? state.notes.length < state.total : false,
    error,
    loadingMore,
    loadMore,
    reload,
  };
}
