/** Asking a server again and again until something shows: the payment's status, the bot's sign-in. */
export interface PollOptions {
  /** A check every this many ms from the start... */
  intervalMs: number;
  /** ...up to this many ms (the last check is at this moment, when it is a multiple of the interval). */
  timeoutMs: number;
  signal?: AbortSignal;
}

/** The moments (ms after the start) of the checks: every `intervalMs` up to `timeoutMs`. */
export function pollSchedule(intervalMs: number, timeoutMs: number): number[] {
  const moments: number[] = [];
  for (let at = intervalMs; at <= timeoutMs; at += intervalMs) moments.push(at);
  return moments;
}

function waitFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Calls `check` at each moment of the poll schedule, counted from the start (every interval
 * however long an answer takes: a slow one never pushes the next check later), until one answers
 * true (-> true), every check has answered (-> false) or the signal aborts (-> false). A check
 * that throws counts as "not yet".
 */
export function pollUntil(check: () => Promise<boolean>, options: PollOptions): Promise<boolean> {
  const stop = new AbortController();
  return new Promise((resolve) => {
    const finish = (answer: boolean) => {
      resolve(answer);
      stop.abort();
      options.signal?.removeEventListener('abort', aborted);
    };
    const aborted = () => finish(false);
    if (options.signal?.aborted) return finish(false);
    options.signal?.addEventListener('abort', aborted, { once: true });
    const moments = pollSchedule(options.intervalMs, options.timeoutMs);
    let unanswered = moments.length;
    for (const at of moments) {
      void waitFor(at, stop.signal).then(async () => {
        if (!stop.signal.aborted) {
          try {
            if (await check()) finish(true);
          } catch {
            // A failed check: the next one may succeed.
          }
        }
        unanswered -= 1;
        if (unanswered === 0) finish(false);
      });
    }
  });
}
