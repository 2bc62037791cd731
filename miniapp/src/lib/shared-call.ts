/**
 * `call` for callers that ask at the same moment (three cards of one screen, focus and
 * visibilitychange together): one request while one is on its way; the next ask after it settles
 * makes a fresh one, so nobody gets an old answer.
 */
export function sharedWhileInFlight<T>(call: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= call().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
