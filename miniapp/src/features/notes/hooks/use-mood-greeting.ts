import { useCallback, useEffect, useState } from 'react';
import { errorMessage, mentionsUnauthorized } from '../../../lib/api-client.ts';
import { useRetryWhenOnline } from '../../../lib/use-retry-when-online.ts';
import { getMoodGreeting } from '../api/get-mood-greeting.ts';

export type GreetingState =
  | { status: 'loading' }
  | { status: 'loaded'; hello: string; description: string }
  | { status: 'error'; error: string; unauthorized: boolean };

let cached: GreetingState | null = null;

/** The server's headline and description for the Mood screen (GET /api/main/). */
export function useMoodGreeting(): GreetingState {
  const [state, setState] = useState<GreetingState>(cached ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useRetryWhenOnline(
    state.status === 'error',
    useCallback(() => setAttempt((n) => n + 1), []),
  );
  useEffect(() => {
    if (cached?.status === 'loaded') return;
    let alive = true;
    getMoodGreeting()
      .then((answer) => {
        cached = { status: 'loaded', hello: answer.hello, description: answer.hello_desc };
        if (alive) setState(cached);
      })
      .catch((e: unknown) => alive && setState({ status: 'error', error: errorMessage(e), unauthorized: mentionsUnauthorized(e) }));
    return () => {
      alive = false;
    };
  }, [attempt]);
  return state;
}
