import type { Note } from '@tracker/shared/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getNotes } from '../api/get-notes.ts';
import { applyToRange, notesInRange } from '../note-list-events.ts';
import { type NoteEvent, subscribeNoteEvents } from '../notes-sync.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRetryWhenOnline } from '../../../lib/use-retry-when-online.ts';
import { useShownAgain } from '../../../lib/use-shown-again.ts';
import { isAbort } from '../error-text.ts';

export interface RangeNotes {
  /** null until the first answer. */
  notes: Note[] | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/** Every note of the user days [from, to], newest first, kept current by note events from any tab. */
export function useRangeNotes(from: string, to: string): RangeNotes {
  const [notes, setNotes] = useState<Note[] | null>(null);
  // Another range (a new day began): the list shown was another range's, so none until its answer.
  const [range, setRange] = useState(`${from}/${to}`);
  if (range !== `${from}/${to}`) {
    setRange(`${from}/${to}`);
    setNotes(null);
  }
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  /** Events heard while a load is on the way: replayed on its answer, which may predate them. */
  const pending = useRef<NoteEvent[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    pending.current = [];
    setLoading(true);
    setError(null);
    getNotes({ from, to }, controller.signal)
      .then((answer) => {
        const replay = pending.current ?? [];
        pending.current = null;
        setNotes(replay.reduce((list, event) => applyToRange(list, event, from, to), notesInRange(answer.notes, from, to)));
      })
      .catch((e: unknown) => {
        if (isAbort(e) || controller.signal.aborted) return;
        pending.current = null;
        setError(errorMessage(e));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [from, to, attempt]);

  useEffect(
    () =>
      subscribeNoteEvents((event) => {
        pending.current?.push(event);
        setNotes((list) => (list ? applyToRange(list, event, from, to) : list));
      }),
    [from, to],
  );

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  useRetryWhenOnline(error !== null, reload);
  // The notes shown stay until the new answer replaces them.
  useShownAgain(reload);
  return { notes, error, loading, reload };
}
