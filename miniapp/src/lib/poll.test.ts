import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_TIMEOUT_MS } from '@tracker/shared/domain';
import { pollSchedule, pollUntil } from './poll.ts';

/** The payment's schedule (rewards.md 4.10, 9): every 4 s up to 60 s. */
const PAYMENT = { intervalMs: PAYMENT_POLL_INTERVAL_MS, timeoutMs: PAYMENT_POLL_TIMEOUT_MS };

afterEach(() => vi.useRealTimers());

describe('pollSchedule', () => {
  it('checks every 4 s up to 60 s: 15 checks', () => {
    const moments = pollSchedule(PAYMENT.intervalMs, PAYMENT.timeoutMs);
    expect(moments).toHaveLength(15);
    expect(moments[0]).toBe(4000);
    expect(moments.at(-1)).toBe(60_000);
  });
});

describe('pollUntil', () => {
  it('stops at the first true answer, on the real clock of the schedule', async () => {
    vi.useFakeTimers();
    let checks = 0;
    const done = pollUntil(async () => ++checks === 3, PAYMENT);
    await vi.advanceTimersByTimeAsync(11_999);
    expect(checks).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe(true);
    expect(checks).toBe(3);
  });

  it('gives up after 60 s, counting a throwing check as not yet', async () => {
    vi.useFakeTimers();
    let checks = 0;
    const done = pollUntil(async () => {
      checks += 1;
      if (checks === 1) throw new Error('network');
      return false;
    }, PAYMENT);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await done).toBe(false);
    expect(checks).toBe(15);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(checks).toBe(15);
  });

  it('stops at once when aborted', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    let checks = 0;
    const done = pollUntil(async () => (checks++, false), { ...PAYMENT, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(4000);
    controller.abort();
    expect(await done).toBe(false);
    expect(checks).toBe(1);
  });
});
