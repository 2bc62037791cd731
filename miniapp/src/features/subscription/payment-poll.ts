import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_TIMEOUT_MS } from '@tracker/shared/domain';

export interface PollOptions {
  intervalMs?: number;
  timeoutMs?: number;
  /** Resolves after `ms`, or at once when `signal` aborts. */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
  signal?: AbortSignal;
}

/** The moments (ms after the start) of each status check: every 4 s up to 60 s (rewards.md 4.10, 9). */
export function pollSchedule(intervalMs = PAYMENT_POLL_INTERVAL_MS, timeoutMs = PAYMENT_POLL_TIMEOUT_MS): number[] {
  const moments: number[] = [];
  for (let at = intervalMs; at <= timeoutMs; at += intervalMs) moments.push(at);
  return moments;
}

export function waitFor(ms: number, signal?: AbortSignal): Promise<void> {
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
 * Calls `check` on the poll schedule until it answers true (-> true), the time is up or the
 * signal aborts (-> false). A check that throws counts as "not yet".
 */
export async function pollUntil(check: () => Promise<boolean>, options: PollOptions = {}): Promise<boolean> {
  const wait = options.wait ?? waitFor;
  let elapsed = 0;
  for (const at of pollSchedule(options.intervalMs, options.timeoutMs)) {
    await wait(at - elapsed, options.signal);
    elapsed = at;
    if (options.signal?.aborted) return false;
    try {
      if (await check()) return true;
    } catch {
      // A failed check is retried on the next tick.
    }
  }
  return false;
}
