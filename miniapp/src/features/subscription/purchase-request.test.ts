import { describe, expect, it } from 'vitest';
import { planFromPurchaseEvent } from './purchase-request.ts';

const event = (detail?: unknown) => new CustomEvent('openSubscriptionPurchase', { detail });

describe('planFromPurchaseEvent', () => {
  it('takes the plan of the detail', () => {
    expect(planFromPurchaseEvent(event({ plan: 'yearly' }))).toBe('yearly');
    expect(planFromPurchaseEvent(event({ plan: 'monthly' }))).toBe('monthly');
    expect(planFromPurchaseEvent(event('yearly'))).toBe('yearly');
  });

  it('buys the monthly plan when the event names none or an unknown one', () => {
    expect(planFromPurchaseEvent(event())).toBe('monthly');
    expect(planFromPurchaseEvent(new Event('openSubscriptionPurchase'))).toBe('monthly');
    expect(planFromPurchaseEvent(event({ plan: 'weekly' }))).toBe('monthly');
    expect(planFromPurchaseEvent(event(null))).toBe('monthly');
  });
});
