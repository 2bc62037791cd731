import { describe, expect, it } from 'vitest';
import { extendedSubscriptionEnd } from './subscription-plans.ts';

const now = new Date('2026-11-23T09:00:00Z');

describe('extendedSubscriptionEnd', () => {
  it('starts from now without an active subscription', () => {
    expect(extendedSubscriptionEnd(null, now, 'monthly').toISOString()).toBe('2026-12-23T09:00:00.000Z');
    expect(extendedSubscriptionEnd(new Date('2026-01-01T00:00:00Z'), now, 'yearly').toISOString()).toBe('2027-11-23T09:00:00.000Z');
  });

  it('adds to what is left, so paying early loses nothing', () => {
    expect(extendedSubscriptionEnd(new Date('2026-12-01T09:00:00Z'), now, 'monthly').toISOString()).toBe('2026-12-31T09:00:00.000Z');
  });

  it('never ends before the date Telegram gives for a subscription', () => {
    expect(extendedSubscriptionEnd(null, now, 'monthly', new Date('2026-12-24T00:00:00Z')).toISOString()).toBe('2026-12-24T00:00:00.000Z');
  });
});
