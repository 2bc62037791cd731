/** The subscription fields the status call and the profile both carry. */
export interface SubscriptionState {
  is_subscription_active: boolean;
  subscription_expires_at: string | null;
}

export type InvoiceOutcome = 'paid' | 'cancelled' | 'failed' | 'unknown';

/**
 * What the mini app does when Telegram closes an invoice (rewards.md 4.10): paid -> refresh and
 * celebrate; cancelled -> nothing; failed -> 'Оплата не прошла'; anything else ('pending', a status
 * newer than this code, no answer) -> poll the status.
 */
export function invoiceOutcome(status: unknown): InvoiceOutcome {
  return status === 'paid' || status === 'cancelled' || status === 'failed' ? status : 'unknown';
}

/**
 * Whether `fresh` shows a payment made after `before` was read: the subscription became active,
 * or an active one now ends later (an early renewal). An already active subscription alone is not
 * a new payment.
 */
export function paymentCredited(before: SubscriptionState | null, fresh: SubscriptionState | null): boolean {
  if (!fresh?.is_subscription_active) return false;
  if (!before?.is_subscription_active) return true;
  const was = before.subscription_expires_at ? Date.parse(before.subscription_expires_at) : 0;
  const now = fresh.subscription_expires_at ? Date.parse(fresh.subscription_expires_at) : 0;
  return now > was;
}

/** Whether the status call says something else than what the app shows (the profile's copy). */
export function subscriptionChanged(shown: SubscriptionState | null, fresh: SubscriptionState | null): boolean {
  if (!shown || !fresh) return false;
  return shown.is_subscription_active !== fresh.is_subscription_active || shown.subscription_expires_at !== fresh.subscription_expires_at;
}
