import type { MoodDay } from '@tracker/shared/contract';
import { useCallback, useEffect, useState } from 'react';
import { getMoodCalendar } from '../api/get-mood-calendar.ts';
import { subscribeNoteEvents } from '../notes-sync.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRetryWhenOnline } from '../../../lib/use-retry-when-online.ts';
import { useShownAgain } from '../../../lib/use-shown-again.ts';
import { isAbort } from '../error-text.ts';

/** One month of day aggregates from the server, asked again when a note of that month changes. */
export function useMoodCalendar(month: string): { days: MoodDay[] | null; error: string | null; loading: boolean; reload: () => void } {
  const [days, setDays] = useState<{ month: string; days: MoodDay[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    getMoodCalendar(month, controller.signal)
      .then((answer) => setDays({ month, days: answer.days }))
      .catch((e: unknown) => {
        if (!isAbort(e) && !controller.signal.aborted) setError(errorMessage(e));
      });
    return () => controller.abort();
  }, [month, version]);

  useEffect(
    () =>
      subscribeNoteEvents((event) => {
        const date = event.type === 'deleted' ? event.note?.date : event.note.date;
        if (!date || date.slice(0, 7) === month) setVersion((v) => v + 1);
      }),
    [month],
  );

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useRetryWhenOnline(error !== null, reload);
  useShownAgain(reload);
  // The previous month stays on screen (dimmed) while the next one loads: no jump. The month shown,
  // asked again (a note changed, the page shown again), is not dimmed meanwhile.
  return { days: days?.days ?? null, error, loading: days?.month !== month, reload };
}
