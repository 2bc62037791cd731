import { Composer, type Context, Telegram } from 'telegraf';
import { message } from 'telegraf/filters';
import { dayKeyFor, formatDayLong } from '@tracker/shared/domain';
import { paymentTexts } from '@tracker/shared/texts';
import type { BotDeps } from '../bot.ts';
import { telegramUserInfo } from '../telegram-user.ts';

/** Telegram cancels a payment whose pre-checkout query is not answered within 10 s; we answer well before. */
export const PRE_CHECKOUT_ANSWER_MS = 7000;

/** Bot API 7.10+ Message.refunded_payment; telegraf 4.16's types stop at 7.1. */
interface RefundedPayment {
  currency: string;
  total_amount: number;
  invoice_payload: string;
  telegram_payment_charge_id: string;
  provider_payment_charge_id?: string;
}

/** Bot API 8.0 SuccessfulPayment fields telegraf 4.16 does not know. */
interface SubscriptionFields {
  subscription_expiration_date?: number;
  is_recurring?: boolean;
  is_first_recurring?: boolean;
}

/** "23 декабря 2026": the day the subscription ends, in the user's time zone. */
function formatDay(iso: string, timeZone: string): string {
  return formatDayLong(dayKeyFor(new Date(iso), timeZone));
}

function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Stars payments: the pre-checkout check (answered within 10 s, ok only for our own unexpired
 * invoice of this user with its amount), the successful payment (credited once per charge id, then
 * thanked for), and the refund notice (ends the subscription).
 */
export function paymentsFeature(deps: Required<Pick<BotDeps, 'payments'>>, options: { preCheckoutAnswerMs?: number } = {}): Composer<Context> {
  const feature = new Composer<Context>();
  const answerWithin = options.preCheckoutAnswerMs ?? PRE_CHECKOUT_ANSWER_MS;

  feature.on('pre_checkout_query', async (ctx) => {
    const query = ctx.preCheckoutQuery;
    let verdict;
    try {
      verdict = await withinMs(
        deps.payments.checkPreCheckout(telegramUserInfo(query.from), {
          currency: query.currency,
          total_amount: query.total_amount,
          invoice_payload: query.invoice_payload,
        }),
        answerWithin,
      );
    } catch (error) {
      console.error('[bot] pre-checkout check failed:', error);
      verdict = { ok: false as const, reason: 'unavailable' as const };
    }
    if (verdict.ok) await ctx.answerPreCheckoutQuery(true);
    else await ctx.answerPreCheckoutQuery(false, paymentTexts.refused[verdict.reason]);
  });

  feature.on(message('successful_payment'), async (ctx) => {
    const paid = ctx.message.successful_payment as typeof ctx.message.successful_payment & SubscriptionFields;
    const result = await deps.payments.recordPayment(telegramUserInfo(ctx.from), {
      currency: paid.currency,
      total_amount: paid.total_amount,
      invoice_payload: paid.invoice_payload,
      telegram_payment_charge_id: paid.telegram_payment_charge_id,
      provider_payment_charge_id: paid.provider_payment_charge_id,
      ...(paid.subscription_expiration_date !== undefined ? { subscription_expiration_date: paid.subscription_expiration_date } : {}),
      ...(paid.is_recurring ? { is_recurring: true } : {}),
      ...(paid.is_first_recurring ? { is_first_recurring: true } : {}),
    });
    switch (result.status) {
      case 'activated':
        await ctx.reply(paymentTexts.thanks(formatDay(result.expiresAt, result.timezone)));
        return;
      case 'renewed':
        await ctx.reply(paymentTexts.renewed(formatDay(result.expiresAt, result.timezone)));
        return;
      case 'unrecognised':
        await ctx.reply(paymentTexts.unrecognised);
        return;
      case 'duplicate':
        return; // Telegram repeated the update: credited and thanked already
    }
  });

  feature.on('message', async (ctx, next) => {
    const refunded = (ctx.message as { refunded_payment?: RefundedPayment }).refunded_payment;
    if (!refunded) return next();
    const result = await deps.payments.recordRefund(telegramUserInfo(ctx.from), refunded);
    if (result.status !== 'refunded') return;
    if (result.recurring) {
      // 'Подписка отключена' holds only if it also stops renewing; best effort, the notice matters more.
      await editUserStarSubscription(ctx.telegram, ctx.from.id, refunded.telegram_payment_charge_id, true).catch((error: unknown) => {
        console.warn(`[payments] editUserStarSubscription for ${refunded.telegram_payment_charge_id} failed:`, error);
      });
    }
    await ctx.reply(
      result.expiresAt === null
        ? paymentTexts.refunded(refunded.total_amount)
        : paymentTexts.refundedPartly(refunded.total_amount, formatDay(result.expiresAt, result.timezone)),
    );
  });

  return feature;
}

/** What createInvoiceLink takes for a Stars invoice, subscription_period included. */
export interface StarsInvoiceParams {
  title: string;
  description: string;
  payload: string;
  provider_token: '';
  currency: 'XTR';
  prices: { label: string; amount: number }[];
  subscription_period?: number;
}

// telegraf 4.16's methods stop at Bot API 7.1: subscription_period, refunds and subscription edits
// go through callApi (see TOOLCHAIN.md).
type RawCall = (method: string, payload: Record<string, unknown>) => Promise<unknown>;
const raw = (telegram: Telegram): RawCall => telegram.callApi.bind(telegram) as unknown as RawCall;

export async function createStarsInvoiceLink(telegram: Telegram, invoice: StarsInvoiceParams): Promise<string> {
  return (await raw(telegram)('createInvoiceLink', { ...invoice })) as string;
}

export async function refundStarPayment(telegram: Telegram, userId: number, chargeId: string): Promise<void> {
  await raw(telegram)('refundStarPayment', { user_id: userId, telegram_payment_charge_id: chargeId });
}

/** editUserStarSubscription: `canceled` stops (or, false, allows again) the renewals of a Stars subscription. */
export async function editUserStarSubscription(telegram: Telegram, userId: number, chargeId: string, canceled: boolean): Promise<void> {
  await raw(telegram)('editUserStarSubscription', { user_id: userId, telegram_payment_charge_id: chargeId, is_canceled: canceled });
}

/** A Bot API client without a bot (the admin refund script). */
export function telegramClient(token: string, apiRoot?: string): Telegram {
  return new Telegram(token, apiRoot ? { apiRoot } : {});
}
