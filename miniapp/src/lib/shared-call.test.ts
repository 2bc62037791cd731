import { describe, expect, it } from 'vitest';
import { sharedWhileInFlight } from './shared-call.ts';

describe('sharedWhileInFlight', () => {
  it('gives callers at the same moment one request and its answer; a later caller a fresh one', async () => {
    let calls = 0;
    const answers: Array<(value: number) => void> = [];
    const shared = sharedWhileInFlight(() => {
      calls += 1;
      return new Promise<number>((resolve) => answers.push(resolve));
    });
    const [a, b] = [shared(), shared()];
    expect(calls).toBe(1);
    answers[0]!(7);
    expect(await Promise.all([a, b])).toEqual([7, 7]);
    const c = shared();
    expect(calls).toBe(2);
    answers[1]!(8);
    expect(await c).toBe(8);
  });

  it('lets the next caller try again after a failure', async () => {
    let calls = 0;
    const shared = sharedWhileInFlight(() => (++calls === 1 ? Promise.reject(new Error('сеть')) : Promise.resolve('ок')));
    await expect(shared()).rejects.toThrow('сеть');
    expect(await shared()).toBe('ок');
  });
});
