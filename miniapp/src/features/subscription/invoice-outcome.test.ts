import { describe, expect, it } from 'vitest';
import { invoiceOutcome, paymentCredited, subscriptionChanged } from './invoice-outcome.ts';

const off = { is_subscription_active: false, subscription_expires_at: null };
const on = { is_subscription_active: true, subscription_expires_at: '2026-12-23T09:00:00.000Z' };
const later = { is_subscription_active: true, subscription_expires_at: '2027-12-23T09:00:00.000Z' };

describe('invoiceOutcome', () => {
  it('keeps paid, cancelled and failed, and treats everything else as unknown (poll)', () => {
    expect(invoiceOutcome('paid')).toBe('paid');
    expect(invoiceOutcome('cancelled')).toBe('cancelled');
    expect(invoiceOutcome('failed')).toBe('failed');
    for (const other of ['pending', 'refunded', '', null, undefined, 1]) expect(invoiceOutcome(other)).toBe('unknown');
  });
});

describe('paymentCredited', () => {
  it('is true when the subscription became active, or ends later than before', () => {
    expect(paymentCredited(off, on)).toBe(true);
    expect(paymentCredited(null, on)).toBe(true);
    expect(paymentCredited(on, later)).toBe(true);
  });

  it('is false for no answer, an inactive answer, or the same active subscription', () => {
    expect(paymentCredited(off, null)).toBe(false);
    expect(paymentCredited(off, off)).toBe(false);
    expect(paymentCredited(on, on)).toBe(false);
    expect(paymentCredited(later, on)).toBe(false);
  });
});

describe('subscriptionChanged', () => {
  it('compares what is shown with the fresh status, and never without both', () => {
    expect(subscriptionChanged(off, on)).toBe(true);
    expect(subscriptionChanged(on, off)).toBe(true);
    expect(subscriptionChanged(on, later)).toBe(true);
    expect(subscriptionChanged(on, { ...on })).toBe(false);
    expect(subscriptionChanged(null, on)).toBe(false);
    expect(subscriptionChanged(on, null)).toBe(false);
  });
});
