import { describe, expect, it } from 'vitest';
import type { UserDay } from '../services/user-day.ts';
import { listAnswerCache } from './list-answer-cache.ts';

const day = (goals: number, today = '2026-11-23'): UserDay => ({
  today,
  instant: new Date('2026-11-23T09:00:00Z'),
  serverNow: new Date('2026-11-23T09:00:00Z'),
  timezone: 'Europe/Moscow',
  isSubscribed: false,
  listVersions: { goals, habits: 0 },
});

/** A list of about `bytes` bytes of JSON whose builds are counted. */
function counted(bytes: number) {
  const calls = { n: 0 };
  return { calls, build: async () => ({ n: ++calls.n, pad: 'x'.repeat(bytes - 20) }) };
}

describe('listAnswerCache', () => {
  it('makes a list once per stamp, again when the version or the day differs', async () => {
    const lists = listAnswerCache(10_000);
    const { calls, build } = counted(100);
    await lists.answer('goals', 1, day(1), build);
    const kept = await lists.answer('goals', 1, day(1), build);
    expect(calls.n).toBe(1);
    expect(JSON.parse(kept.bytes.toString())).toMatchObject({ n: 1 });
    await lists.answer('goals', 1, day(2), build);
    await lists.answer('goals', 1, day(2, '2026-11-24'), build);
    await lists.answer('habits', 1, day(2, '2026-11-24'), build);
    await lists.answer('goals', 2, day(2, '2026-11-24'), build);
    expect(calls.n).toBe(5);
  });

  it('keeps at most its bytes, dropping the least recently read first, and never one list larger than all', async () => {
    const lists = listAnswerCache(1_000);
    const { calls, build } = counted(400);
    await lists.answer('goals', 1, day(1), build);
    await lists.answer('goals', 2, day(1), build);
    await lists.answer('goals', 1, day(1), build); // 1 is now the more recent
    await lists.answer('goals', 3, day(1), build); // 1,200 bytes: 2 goes
    expect(calls.n).toBe(3);
    await lists.answer('goals', 1, day(1), build);
    await lists.answer('goals', 3, day(1), build);
    expect(calls.n).toBe(3);
    await lists.answer('goals', 2, day(1), build);
    expect(calls.n).toBe(4);

    const huge = counted(2_000);
    await lists.answer('habits', 9, day(1), huge.build);
    await lists.answer('habits', 9, day(1), huge.build);
    expect(huge.calls.n).toBe(2);
  });

  it('keeps nothing with no bytes (LIST_CACHE_MB=0)', async () => {
    const lists = listAnswerCache(0);
    const { calls, build } = counted(100);
    await lists.answer('goals', 1, day(1), build);
    await lists.answer('goals', 1, day(1), build);
    expect(calls.n).toBe(2);
  });
});
