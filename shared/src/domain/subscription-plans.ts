/** Stars subscription plans (rewards.md 4.10, 9; ECONOMY.md "Subscription"). Prices come from config. */

export const SUBSCRIPTION_PLANS = ['monthly', 'yearly'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];
export const DEFAULT_SUBSCRIPTION_PLAN: SubscriptionPlan = 'monthly';

/** Each plan's price in Stars, as far as it is known. */
export type PlanPrices = Partial<Record<SubscriptionPlan, number>>;

/** Payments for digital goods in Telegram are in Stars only. */
export const STARS_CURRENCY = 'XTR';

/** The only subscription_period Telegram accepts: 30 days, in seconds. */
export const STARS_SUBSCRIPTION_PERIOD_S = 2_592_000;

/** Days one payment buys: monthly is a recurring 30-day Stars subscription, yearly one payment for 365 days. */
/** Prices in Stars unless the server's STARS_PRICE_MONTHLY / STARS_PRICE_YEARLY say otherwise (ECONOMY.md). */
export const DEFAULT_STARS_PRICES: Readonly<Record<SubscriptionPlan, number>> = { monthly: 149, yearly: 999 };
export const PLAN_PERIOD_DAYS: Readonly<Record<SubscriptionPlan, number>> = { monthly: 30, yearly: 365 };
export const PLAN_IS_RECURRING: Readonly<Record<SubscriptionPlan, boolean>> = { monthly: true, yearly: false };

/** An invoice link must be paid within this time; renewals of a paid subscription are not affected. */
export const INVOICE_TTL_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The subscription's end after one payment of `plan`: the period is added to whatever is left
 * (never lost by paying early), and never ends before Telegram's own subscription_expiration_date.
 */
export function extendedSubscriptionEnd(
  currentEnd: Date | null,
  now: Date,
  plan: SubscriptionPlan,
  telegramExpiration: Date | null = null,
): Date {
  const from = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd.getTime() : now.getTime();
  const end = from + PLAN_PERIOD_DAYS[plan] * DAY_MS;
  return new Date(Math.max(end, telegramExpiration?.getTime() ?? 0));
}

/**
 * After an invoice whose outcome is not known yet (Telegram answered neither paid, cancelled nor
 * failed, or the link opened in a browser tab) the mini app asks for the status this often, and
 * gives up after this long (rewards.md 4.10, 9).
 */
export const PAYMENT_POLL_INTERVAL_MS = 4000;
export const PAYMENT_POLL_TIMEOUT_MS = 60_000;
