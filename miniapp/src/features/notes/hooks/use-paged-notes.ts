import type { Note } from '@tracker/shared/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getNotes } from '../api/get-notes.ts';
import { appendPage, nextPageNumber } from '../../../lib/paged-list.ts';
import { type PagedNotes, applyToPaged } from '../note-list-events.ts';
import { type NoteEvent, subscribeNoteEvents } from '../notes-sync.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRetryWhenOnline } from '../../../lib/use-retry-when-online.ts';

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

  useEffect(
    () =>
      subscribeNoteEvents((event) => {
        pending.current?.push(event);
        setState((s) => (s ? applyToPaged(s, event) : s));
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
