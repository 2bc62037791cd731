import { describe, expect, it } from 'vitest';
import { isSubscriptionActive } from './subscription-status.ts';

describe('isSubscriptionActive', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');

  it('is inactive without a subscription', () => {
    expect(isSubscriptionActive(null, now)).toBe(false);
  });

  it('is active until the end instant and inactive from it on', () => {
    expect(isSubscriptionActive('2026-11-23T12:00:00.001Z', now)).toBe(true);
    expect(isSubscriptionActive('2026-11-23T12:00:00.000Z', now)).toBe(false);
    expect(isSubscriptionActive('2026-10-01T00:00:00.000Z', now)).toBe(false);
  });
});
