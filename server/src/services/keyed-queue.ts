/**
 * Runs tasks that share a key one after another, in the order they came, while tasks of other keys
 * run freely. In this process only: what it guards must also hold across processes by other means.
 */
export function keyedQueue() {
  /** The last task queued per key; removed once it settles with nothing queued behind it. */
  const tails = new Map<string, Promise<unknown>>();
  return async function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    try {
      return await result;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
