import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { E2E } from '../scripts/e2e-env.ts';
import { skipOnboarding } from './support/app.ts';
import { type TelegramUser, installTelegramClient, miniAppUrl, newTelegramUser, postedEvents } from './support/telegram.ts';

const fakeTelegram = `http://127.0.0.1:${E2E.fakeTelegramPort}`;

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
  await installTelegramClient(page);
});

/** The slug of the n-th invoice the app asked Telegram to open (web_app_open_invoice). */
async function openedInvoice(page: Page, n = 1): Promise<string> {
  const slugs = async () => (await postedEvents(page)).filter((e) => e.type === 'web_app_open_invoice').map((e) => (e.data as { slug: string }).slug);
  await expect.poll(async () => (await slugs()).length).toBe(n);
  return (await slugs())[n - 1]!;
}

/** Telegram closes the invoice sheet: the SDK receives events as window messages in a plain page. */
async function closeInvoice(page: Page, slug: string, status: string): Promise<void> {
  await page.evaluate(
    ({ slug, status }) => window.postMessage(JSON.stringify({ eventType: 'invoice_closed', eventData: { slug, status } }), '*'),
    { slug, status },
  );
}

/**
 * The user pays in Telegram: the fake Bot API sends our bot the pre-checkout query (answered ok) and
 * the successful payment, and we wait for the bot's thanks, so the server has credited it.
 */
async function payInTelegram(request: APIRequestContext, user: TelegramUser, slug: string) {
  const stored = await request.get(`${fakeTelegram}/_control/invoices?link=${encodeURIComponent(`https://t.me/$${slug}`)}`);
  expect(stored.ok()).toBe(true);
  const invoice = (await stored.json()).result as { payload: string; total_amount: number; currency: string; subscription_period?: number };

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

test('buys the monthly plan with openInvoice: the bot credits it, paid refreshes the status and celebrates', async ({ page, request }) => {
  const user = newTelegramUser('Анна');
  await page.goto(miniAppUrl('/profile', user));
  const card = page.getByTestId('subscription-card');
  await expect(card.getByTestId('subscription-status')).toHaveText('Статус: Неактивна');
  await expect(card.getByText('3 заметки в день')).toBeVisible();

  await card.getByRole('button', { name: 'Получить подписку' }).click();
  const slug = await openedInvoice(page);
  const invoice = await payInTelegram(request, user, slug);
  expect(invoice).toMatchObject({ total_amount: 149, currency: 'XTR', subscription_period: 2592000 });

  await closeInvoice(page, slug, 'paid');
  await expect(page.getByTestId('toast').filter({ hasText: 'Подписка оформлена!' })).toBeVisible();
  await expect(card.getByText('Premium access')).toBeVisible();
  await expect(card.getByText('Безлимитные заметки в день')).toBeVisible();
  await expect(card.getByTestId('subscription-status')).toHaveText(/^Статус: Активна до \d{1,2} [а-я]+ \d{4}$/);
  await expect(card.getByRole('button', { name: 'Получить подписку' })).toHaveCount(0);
});

test("cancelled does nothing; failed says 'Оплата не прошла'", async ({ page }) => {
  await page.goto(miniAppUrl('/profile', newTelegramUser('Борис')));
  const buy = page.getByTestId('subscription-card').getByRole('button', { name: 'Получить подписку' });

  await buy.click();
  await closeInvoice(page, await openedInvoice(page, 1), 'cancelled');
  // The app takes a new purchase only once the sheet is closed: the second one proves the first ended.
  await buy.click();
  await closeInvoice(page, await openedInvoice(page, 2), 'failed');
  await expect(page.getByTestId('toast')).toHaveText(['Оплата не прошла']);
  await expect(page.getByTestId('toast')).toHaveAttribute('data-type', 'error');
  await expect(page.getByTestId('subscription-status')).toHaveText('Статус: Неактивна');
});

test('any other status polls the subscription every 4 s until the payment shows', async ({ page, request }) => {
  const user = newTelegramUser('Вера');
  await page.goto(miniAppUrl('/profile', user));
  const card = page.getByTestId('subscription-card');
  await card.getByRole('radio', { name: /Год/ }).click();
  await card.getByRole('button', { name: 'Получить подписку' }).click();
  const slug = await openedInvoice(page);

  const polls: number[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/user/subscription/') polls.push(Date.now());
  });
  await closeInvoice(page, slug, 'pending');
  await expect.poll(() => polls.length).toBe(1);

  const invoice = await payInTelegram(request, user, slug);
  expect(invoice).toMatchObject({ total_amount: 999 });
  expect(invoice.subscription_period).toBeUndefined();
  await expect(card.getByText('Premium access')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('toast').filter({ hasText: 'Подписка оформлена!' })).toBeVisible();
  // The first ask answered invoiceClosed at once; the poll asked again 4 s later, not in a tight loop.
  expect(polls.length).toBeGreaterThanOrEqual(2);
  expect(polls[1]! - polls[0]!).toBeGreaterThan(3500);
});
