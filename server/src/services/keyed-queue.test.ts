import { describe, expect, it } from 'vitest';
import { keyedQueue } from './keyed-queue.ts';

/** A task that finishes when `release` is called, recording when it started. */
function gate(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { release, task: async () => (log.push(`start ${name}`), await done, log.push(`end ${name}`), name) };
}

describe('keyedQueue', () => {
  it('runs tasks of one key in turn and tasks of other keys at once', async () => {
    const inTurn = keyedQueue();
    const log: string[] = [];
    const [a1, a2, b1] = [gate(log, 'a1'), gate(log, 'a2'), gate(log, 'b1')];
    const results = [inTurn('a', a1.task), inTurn('a', a2.task), inTurn('b', b1.task)];
    b1.release();
    expect(await results[2]).toBe('b1');
    // b ran to its end while a1 still held key a, and a2 waited behind it.
    expect(log).toEqual(['start a1', 'start b1', 'end b1']);
    a2.release();
    a1.release();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1']);
    expect(log).toEqual(['start a1', 'start b1', 'end b1', 'end a1', 'start a2', 'end a2']);
  });

  it('goes on after a task fails, and the failure reaches only its caller', async () => {
    const inTurn = keyedQueue();
    const failed = inTurn('a', async () => {
      throw new Error('boom');
    });
    const next = inTurn('a', async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    expect(await next).toBe('next');
  });
});
