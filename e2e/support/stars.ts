import { type APIRequestContext, expect } from '@playwright/test';
import { type TelegramUser, fakeTelegram } from './telegram.ts';

export { fakeTelegram };

export interface StoredInvoice {
  payload: string;
  total_amount: number;
  currency: string;
  subscription_period?: number;
}

/** The invoice our bot made with createInvoiceLink for `link` (https://t.me/$<slug>). */
export async function invoiceOf(request: APIRequestContext, link: string): Promise<StoredInvoice> {
  const stored = await request.get(`${fakeTelegram}/_control/invoices?link=${encodeURIComponent(link)}`);
  expect(stored.ok()).toBe(true);
  return (await stored.json()).result as StoredInvoice;
}

/**
 * The user pays the invoice behind `link` in Telegram: the fake Bot API sends our bot the
 * pre-checkout query (which must be answered ok within 10 s) and the successful payment, and we
 * wait for the bot's thanks, so the server has credited it.
 */
export async function payInTelegram(request: APIRequestContext, user: TelegramUser, link: string): Promise<StoredInvoice> {
  const invoice = await invoiceOf(request, link);
  const query = await request.post(`${fakeTelegram}/_control/pre_checkout`, { data: { from: user, total_amount: invoice.total_amount, invoice_payload: invoice.payload } });
  const queryId = (await query.json()).result.pre_checkout_query_id as string;
  await expect
    .poll(async () => {
      const answers = (await (await request.get(`${fakeTelegram}/_control/pre_checkout_answers`)).json()).result as { pre_checkout_query_id: string; ok: boolean; in_time: boolean }[];
      const answer = answers.find((a) => a.pre_checkout_query_id === queryId);
      return answer && { ok: answer.ok, in_time: answer.in_time };
    })
    .toEqual({ ok: true, in_time: true });

  const recurring = invoice.subscription_period !== undefined;
  const paid = await request.post(`${fakeTelegram}/_control/successful_payment`, {
    data: { from: user, total_amount: invoice.total_amount, invoice_payload: invoice.payload, ...(recurring ? { is_recurring: true, is_first_recurring: true } : {}) },
  });
  const message = (await paid.json()).result as { message_id: number };
  const thanks = await request.get(`${fakeTelegram}/_control/wait?chat_id=${user.id}&after=${message.message_id}&contains=${encodeURIComponent('Спасибо за оплату')}&timeout_ms=10000`);
  expect(thanks.ok()).toBe(true);
  return invoice;
}

/**
 * Subscribes a Telegram-linked account the honest way: our server makes the Stars invoice
 * (create-invoice) and the user pays it in Telegram (the fake Bot API's payment reaches our bot).
 * Lifts the free-tier limits (3 active goals, 3 notes a day) for set-ups that need more.
 */
export async function subscribeWithStars(request: APIRequestContext, user: TelegramUser, token: string, plan: 'monthly' | 'yearly' = 'monthly'): Promise<StoredInvoice> {
  const created = await request.post('/api/user/subscription/create-invoice/', { data: { plan }, headers: { Authorization: `Bearer ${token}` } });
  expect(created.ok(), await created.text()).toBe(true);
  return payInTelegram(request, user, ((await created.json()) as { invoice_link: string }).invoice_link);
}
