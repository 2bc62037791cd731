import { describe, expect, it } from 'vitest';
import { signInvoicePayload, starsInvoiceFor, verifyInvoicePayload } from './subscription.ts';

const SECRET = 'payload-secret-payload-secret-payload-secret';
const now = new Date('2026-11-23T09:00:00Z');

describe('invoice payloads', () => {
  it('name the user, plan and amount, expire, fit in 128 bytes, and read back only with our secret', () => {
    const payload = { userId: 2_147_483_647, plan: 'yearly' as const, amount: 10_000, expiresAt: new Date('2026-11-23T10:00:00Z') };
    const raw = signInvoicePayload(payload, SECRET);
    expect(Buffer.byteLength(raw)).toBeLessThanOrEqual(64);
    expect(verifyInvoicePayload(raw, SECRET)).toEqual(payload);
    expect(verifyInvoicePayload(raw, `${SECRET}x`)).toBeNull();
  });

  it('refuse any change to a signed payload', () => {
    const raw = signInvoicePayload({ userId: 5, plan: 'monthly', amount: 149, expiresAt: now }, SECRET);
    const parts = raw.split('.');
    for (const [index, value] of [[1, '6'], [2, 'y'], [3, '1'], [4, 'zzzzzz'], [5, 'AAAAAAAAAAAAAAAAAAAAAA']] as const) {
      const changed = [...parts];
      changed[index] = value;
      expect(verifyInvoicePayload(changed.join('.'), SECRET)).toBeNull();
    }
    for (const junk of ['', 'sub:monthly', 'v1.5.m.149', `${raw}.extra`]) expect(verifyInvoicePayload(junk, SECRET)).toBeNull();
  });
});

describe('Stars invoices', () => {
  it('make monthly a recurring subscription and yearly a one-time payment, in XTR with one price', () => {
    const prices = { monthly: 149, yearly: 999 };
    const monthly = starsInvoiceFor(1, 'monthly', prices, SECRET, now);
    expect(monthly).toMatchObject({ currency: 'XTR', provider_token: '', subscription_period: 2592000, prices: [{ amount: 149 }] });
    const yearly = starsInvoiceFor(1, 'yearly', prices, SECRET, now);
    expect(yearly).toMatchObject({ currency: 'XTR', provider_token: '', prices: [{ amount: 999 }] });
    expect(yearly).not.toHaveProperty('subscription_period');
    for (const invoice of [monthly, yearly]) {
      expect(invoice.title.length).toBeLessThanOrEqual(32);
      expect(invoice.description.length).toBeLessThanOrEqual(255);
      expect(verifyInvoicePayload(invoice.payload, SECRET)?.expiresAt.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    }
  });
});
