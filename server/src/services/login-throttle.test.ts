import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { FREE_FAILURES, type ThrottleKey, recordFailure, secondsBlocked } from './login-throttle.ts';

describe.each(databaseKinds)('login throttle on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lets one address fail many times (a shared office or proxy) before pausing it, then 30 s doubling', async () => {
    const address: ThrottleKey = { kind: 'client', value: '203.0.113.7' };
    const now = t.clock.now();
    expect(FREE_FAILURES.client).toBe(100); // the decision (docs/decisions.md), pinned
    for (let i = 0; i < FREE_FAILURES.client; i++) await recordFailure(t.db, [address], now);
    expect(await secondsBlocked(t.db, [address], now)).toBe(0);
    await recordFailure(t.db, [address], now);
    expect(await secondsBlocked(t.db, [address], now)).toBe(30);
    await recordFailure(t.db, [address], now);
    expect(await secondsBlocked(t.db, [address], now)).toBe(60);
    expect(await secondsBlocked(t.db, [{ kind: 'client', value: '203.0.113.8' }], now)).toBe(0);
  });
});
