import { createHmac } from 'node:crypto';
import type { PreCheckoutVerdict, StarsInvoiceParams, StarsPaymentInfo } from '@tracker/bot';
import type { CreateInvoiceResponse, SubscriptionPlanInfo } from '@tracker/shared/contract';
import {
  INVOICE_TTL_MS,
  PLAN_IS_RECURRING,
  PLAN_PERIOD_DAYS,
  STARS_CURRENCY,
  STARS_SUBSCRIPTION_PERIOD_S,
  SUBSCRIPTION_NOTIFICATION,
  SUBSCRIPTION_PLANS,
  type SubscriptionPlan,
  dayKeyFor,
  extendedSubscriptionEnd,
  formatDayLong,
} from '@tracker/shared/domain';
import { notificationListTexts, paymentTexts } from '@tracker/shared/texts';
import type { Db } from '../db/create-db.ts';
import { lockUser } from '../db/lock-user.ts';
import { DomainError } from '../domain-error.ts';
import { telegramSubjectOf, userIdForTelegram } from './auth.ts';
import { rewardSubscriptionBought } from './earnings.ts';
import { createNotification } from './notifications.ts';
import { loadRewardContext } from './rewards.ts';
import { sameBytes } from './tokens.ts';

/** Prices in Stars (STARS_PRICE_MONTHLY, STARS_PRICE_YEARLY). */
export type StarsPrices = Readonly<Record<SubscriptionPlan, number>>;


export interface InvoicePayload {
  userId: number;
  plan: SubscriptionPlan;
  amount: number;
  expiresAt: Date;
}

// ---- the invoice payload: names the user, plan and amount, expires, and is signed ----

const PAYLOAD_VERSION = 'v1';
const PLAN_CODES: Record<SubscriptionPlan, string> = { monthly: 'm', yearly: 'y' };

function payloadKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('stars-invoice-payload').digest();
}

function payloadSignature(body: string, sessionSecret: string): Buffer {
  return createHmac('sha256', payloadKey(sessionSecret)).update(body).digest().subarray(0, 16);
}

/** `v1.<user>.<m|y>.<amount>.<expiry, unix s base 36>.<HMAC>`: about 50 bytes (Telegram allows 128). */
export function signInvoicePayload(payload: InvoicePayload, sessionSecret: string): string {
  const body = [PAYLOAD_VERSION, payload.userId, PLAN_CODES[payload.plan], payload.amount, Math.floor(payload.expiresAt.getTime() / 1000).toString(36)].join('.');
  return `${body}.${payloadSignature(body, sessionSecret).toString('base64url')}`;
}

/** The payload's content when we signed it, else null. Expiry is the caller's to check. */
export function verifyInvoicePayload(raw: string, sessionSecret: string): InvoicePayload | null {
  const parts = raw.split('.');
  if (parts.length !== 6 || parts[0] !== PAYLOAD_VERSION) return null;
  const given = Buffer.from(parts[5]!, 'base64url');
  const expected = payloadSignature(parts.slice(0, 5).join('.'), sessionSecret);
  if (!sameBytes(given, expected)) return null;
  const plan = SUBSCRIPTION_PLANS.find((p) => PLAN_CODES[p] === parts[2]);
  const userId = Number(parts[1]);
  const amount = Number(parts[3]);
  const expiresS = parseInt(parts[4]!, 36);
  if (!plan || !Number.isSafeInteger(userId) || !Number.isSafeInteger(amount) || !Number.isFinite(expiresS)) return null;
  return { userId, plan, amount, expiresAt: new Date(expiresS * 1000) };
}

// ---- invoices ----

export function subscriptionPlans(prices: StarsPrices): SubscriptionPlanInfo[] {
  return SUBSCRIPTION_PLANS.map((plan) => ({
    plan,
    amount: prices[plan],
    currency: STARS_CURRENCY,
    period_days: PLAN_PERIOD_DAYS[plan],
    recurring: PLAN_IS_RECURRING[plan],
  }));
}

/** The invoice of rewards.md 4.10: XTR, no provider, one price; monthly is a recurring Stars subscription. */
export function starsInvoiceFor(userId: number, plan: SubscriptionPlan, prices: StarsPrices, sessionSecret: string, now: Date): StarsInvoiceParams {
  const amount = prices[plan];
  const payload = signInvoicePayload({ userId, plan, amount, expiresAt: new Date(now.getTime() + INVOICE_TTL_MS) }, sessionSecret);
  return {
    title: paymentTexts.invoiceTitle[plan],
    description: paymentTexts.invoiceDescription[plan],
    payload,
    provider_token: '',
    currency: STARS_CURRENCY,
    prices: [{ label: paymentTexts.priceLabel[plan], amount }],
    ...(PLAN_IS_RECURRING[plan] ? { subscription_period: STARS_SUBSCRIPTION_PERIOD_S } : {}),
  };
}

/**
 * An invoice link for `plan`, made by the bot (createInvoiceLink). Paying in Stars needs a linked
 * Telegram account (rewards.md 5): the payment arrives from it and is matched to the user.
 */
export async function createSubscriptionInvoice(
  db: Db,
  userId: number,
  plan: SubscriptionPlan,
  options: { prices: StarsPrices; sessionSecret: string; now: Date; createInvoiceLink: ((invoice: StarsInvoiceParams) => Promise<string>) | null },
): Promise<CreateInvoiceResponse> {
  if ((await telegramSubjectOf(db, userId)) === null) throw new DomainError('TELEGRAM_NOT_LINKED');
  if (!options.createInvoiceLink) throw new DomainError('PAYMENTS_DISABLED');
  const invoice = starsInvoiceFor(userId, plan, options.prices, options.sessionSecret, options.now);
  let link: string;
  try {
    link = await options.createInvoiceLink(invoice);
  } catch (error) {
    console.error('[payments] createInvoiceLink failed:', error);
    throw new DomainError('INVOICE_FAILED');
  }
  return { success: true, invoice_link: link, plan, amount: options.prices[plan], currency: STARS_CURRENCY };
}

// ---- pre-checkout, payment, refund ----

/** Telegram asks before charging: ours, unexpired, for this Telegram user's account, and the amount and currency of the invoice. */
export async function checkPreCheckout(
  db: Db,
  sessionSecret: string,
  query: { telegramUserId: number; currency: string; total_amount: number; invoice_payload: string },
  now: Date,
): Promise<PreCheckoutVerdict> {
  const payload = verifyInvoicePayload(query.invoice_payload, sessionSecret);
  if (!payload) return { ok: false, reason: 'invalid' };
  if (payload.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (query.currency !== STARS_CURRENCY || query.total_amount !== payload.amount) return { ok: false, reason: 'amount' };
  const userId = await userIdForTelegram(db, query.telegramUserId);
  if (userId !== payload.userId) return { ok: false, reason: 'otherUser' };
  return { ok: true };
}

export type CreditResult =
  | { status: 'activated' | 'renewed'; userId: number; expiresAt: string; timezone: string }
  | { status: 'duplicate' }
  | { status: 'unrecognised' };

/**
 * Credits a payment of the invoice's sum by the invoice's user, once per telegram_payment_charge_id:
 * the payment row (ON CONFLICT DO NOTHING) and the new subscription end are written in one
 * transaction, so a repeated update changes nothing.
 * Renewals of the monthly subscription arrive the same way (is_recurring) and extend it; the payload's
 * expiry only limits the first payment, which pre-checkout checked.
 */
export async function creditPayment(
  db: Db,
  sessionSecret: string,
  telegramUserId: number,
  payment: StarsPaymentInfo,
  now: Date,
): Promise<CreditResult> {
  const payload = verifyInvoicePayload(payment.invoice_payload, sessionSecret);
  // What pre-checkout approved, checked again: a payment of another sum, in another currency or by
  // someone else than the invoice's user is not credited to anyone; the payer is sent to /paysupport.
  const matches =
    payload !== null &&
    payment.currency === STARS_CURRENCY &&
    payment.total_amount === payload.amount &&
    (await userIdForTelegram(db, telegramUserId)) === payload.userId;
  if (!matches) {
    console.error(`[payments] unrecognised payment ${payment.telegram_payment_charge_id} (${payment.total_amount} ${payment.currency}) from Telegram user ${telegramUserId}`);
    return { status: 'unrecognised' };
  }
  const telegramEnd = payment.subscription_expiration_date ? new Date(payment.subscription_expiration_date * 1000) : null;
  return db.transaction().execute(async (trx): Promise<CreditResult> => {
    await lockUser(trx, payload.userId);
    const user = await trx.selectFrom('users').select(['subscription_expires_at', 'timezone']).where('id', '=', payload.userId).executeTakeFirst();
    if (!user) return { status: 'unrecognised' };
    const currentEnd = user.subscription_expires_at ? new Date(user.subscription_expires_at) : null;
    const end = extendedSubscriptionEnd(currentEnd, now, payload.plan, telegramEnd).toISOString();
    const inserted = await trx
      .insertInto('payments')
      .values({
        user_id: payload.userId,
        telegram_user_id: String(telegramUserId),
        telegram_payment_charge_id: payment.telegram_payment_charge_id,
        provider_payment_charge_id: payment.provider_payment_charge_id ?? null,
        plan: payload.plan,
        currency: payment.currency,
        total_amount: payment.total_amount,
        invoice_payload: payment.invoice_payload,
        is_recurring: payment.is_recurring ? 1 : 0,
        is_first_recurring: payment.is_first_recurring ? 1 : 0,
        subscription_expiration_date: telegramEnd?.toISOString() ?? null,
        subscription_expires_at: end,
        refunded_at: null,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('telegram_payment_charge_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { status: 'duplicate' };
    await trx.updateTable('users').set({ subscription_expires_at: end }).where('id', '=', payload.userId).execute();
    await createNotification(
      trx,
      payload.userId,
      {
        ...SUBSCRIPTION_NOTIFICATION,
        title: notificationListTexts.subscriptionTitle(formatDayLong(dayKeyFor(new Date(end), user.timezone))),
        message: notificationListTexts.subscriptionMessage,
      },
      now,
    );
    await rewardSubscriptionBought(trx, await loadRewardContext(trx, payload.userId, now));
    const renewal = payment.is_recurring === true && payment.is_first_recurring !== true;
    return { status: renewal ? 'renewed' : 'activated', userId: payload.userId, expiresAt: end, timezone: user.timezone };
  });
}

export type RefundResult =
  | {
      status: 'refunded';
      userId: number;
      amount: number;
      /** What the payments kept still buy, or null: the subscription is off. */
      expiresAt: string | null;
      timezone: string;
      /** The refunded charge is of a renewing (monthly) subscription. */
      recurring: boolean;
    }
  | { status: 'already-refunded' | 'unknown' };

/**
 * A refunded charge takes back what it bought (idempotent: a second refund notice changes
 * nothing): the subscription becomes what the user's other, unrefunded payments buy when credited
 * in their order (`paidSubscriptionEnd`), so refunding the only payment, or the latest of a
 * monthly subscription, revokes it at once, while a refunded month leaves a paid year standing.
 * `payerTelegramId`, the sender of a refund notice: a charge someone else paid is none of theirs
 * ('unknown', nothing changes; blind audit CC F1). The admin refund gives none.
 */
export async function recordRefund(db: Db, chargeId: string, now: Date, payerTelegramId?: number): Promise<RefundResult> {
  return db.transaction().execute(async (trx): Promise<RefundResult> => {
    const payment = await trx
      .selectFrom('payments')
      .select(['user_id', 'total_amount', 'plan', 'telegram_user_id'])
      .where('telegram_payment_charge_id', '=', chargeId)
      .executeTakeFirst();
    if (!payment || (payerTelegramId !== undefined && payment.telegram_user_id !== String(payerTelegramId))) return { status: 'unknown' };
    await lockUser(trx, payment.user_id);
    const marked = await trx
      .updateTable('payments')
      .set({ refunded_at: now.toISOString() })
      .where('telegram_payment_charge_id', '=', chargeId)
      .where('refunded_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) return { status: 'already-refunded' };
    const end = await paidSubscriptionEnd(trx, payment.user_id);
    // Nothing left: revoked, not merely over (has_subscription and the expiry go too).
    const expiresAt = end !== null && end.getTime() > now.getTime() ? end.toISOString() : null;
    const user = await trx
      .updateTable('users')
      .set({ subscription_expires_at: expiresAt })
      .where('id', '=', payment.user_id)
      .returning('timezone')
      .executeTakeFirstOrThrow();
    return { status: 'refunded', userId: payment.user_id, amount: payment.total_amount, expiresAt, timezone: user.timezone, recurring: PLAN_IS_RECURRING[payment.plan] };
  });
}

/** The end of the subscription a user's unrefunded payments buy, each credited as it was (extendedSubscriptionEnd), or null without any. */
async function paidSubscriptionEnd(trx: Db, userId: number): Promise<Date | null> {
  const kept = await trx
    .selectFrom('payments')
    .select(['plan', 'created_at', 'subscription_expiration_date'])
    .where('user_id', '=', userId)
    .where('refunded_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return kept.reduce<Date | null>(
    (end, p) => extendedSubscriptionEnd(end, new Date(p.created_at), p.plan, p.subscription_expiration_date ? new Date(p.subscription_expiration_date) : null),
    null,
  );
}

/** The Bot API calls an admin refund makes. */
export interface StarsRefundApi {
  /** editUserStarSubscription with is_canceled: no further renewals. */
  cancelSubscription(telegramUserId: number, chargeId: string): Promise<void>;
  refundStarPayment(telegramUserId: number, chargeId: string): Promise<void>;
}

/**
 * The admin refund (scripts/refund-star-payment.ts): stops renewals of a monthly subscription,
 * returns the Stars through Telegram, and ends the subscription.
 */
export async function refundPayment(db: Db, chargeId: string, api: StarsRefundApi, now: Date): Promise<RefundResult> {
  const payment = await db
    .selectFrom('payments')
    .select(['telegram_user_id', 'plan', 'refunded_at'])
    .where('telegram_payment_charge_id', '=', chargeId)
    .executeTakeFirst();
  if (!payment) throw new DomainError('PAYMENT_NOT_FOUND');
  if (payment.refunded_at !== null) return { status: 'already-refunded' };
  const telegramUserId = Number(payment.telegram_user_id);
  if (PLAN_IS_RECURRING[payment.plan]) {
    // Best effort: the refund below matters more than stopping renewals that may already be stopped.
    await api.cancelSubscription(telegramUserId, chargeId).catch((error: unknown) => {
      console.warn(`[payments] editUserStarSubscription for ${chargeId} failed:`, error);
    });
  }
  try {
    await api.refundStarPayment(telegramUserId, chargeId);
  } catch (error) {
    // Refunded earlier (e.g. through Telegram support): only our record is missing.
    if (!String((error as Error).message).includes('CHARGE_ALREADY_REFUNDED')) throw error;
  }
  return recordRefund(db, chargeId, now);
}
