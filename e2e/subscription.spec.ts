import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { E2E } from '../scripts/e2e-env.ts';
import { registerViaApi, skipOnboarding, uniqueUsername } from './support/app.ts';
import { miniAppUrl, newTelegramUser } from './support/telegram.ts';

const fakeTelegram = `http://127.0.0.1:${E2E.fakeTelegramPort}`;

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

/** A fresh account whose session is in the browser before the app starts (the login form is tested elsewhere). */
async function signedInAs(page: Page, request: APIRequestContext, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  const session = await registerViaApi(request, username);
  await page.addInitScript((s) => {
    if (localStorage.getItem('auth_token')) return;
    localStorage.setItem('auth_token', s.token);
    localStorage.setItem('auth_user_id', String(s.user_id));
    localStorage.setItem('auth_type', 'local');
  }, session);
  return username;
}

test('a browser user without a linked Telegram gets the alert and no invoice', async ({ page, request }) => {
  await signedInAs(page, request, 'subx');
  await page.goto('/profile');
  await expect(page.getByTestId('subscription-card')).toBeVisible();

  const invoices: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/subscription/create-invoice/')) invoices.push(r.url());
  });
  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Получить подписку' }).click();
  await expect.poll(() => dialogs).toEqual(['alert: Оплата звёздами доступна только при привязанном Telegram. Привяжите его в настройках профиля.']);
  await expect(page.getByTestId('toast')).toHaveText(['Оплата звёздами доступна только при привязанном Telegram. Привяжите его в настройках профиля.']);
  expect(invoices).toEqual([]);
});

test('outside Telegram the invoice opens in a new tab and polling shows the payment', async ({ page, context, request }) => {
  // A Telegram-linked account in a plain browser (signed in with Telegram, then opened in the browser).
  const user = newTelegramUser('Глеб');
  const initData = new URLSearchParams(miniAppUrl('/', user).split('#')[1]).get('tgWebAppData');
  const signedIn = await request.post('/api/auth/telegram/', { data: { init_data: initData } });
  expect(signedIn.ok()).toBe(true);
  const session = (await signedIn.json()) as { token: string; user_id: number };
  await page.addInitScript((s) => {
    if (localStorage.getItem('auth_token')) return;
    localStorage.setItem('auth_token', s.token);
    localStorage.setItem('auth_user_id', String(s.user_id));
    localStorage.setItem('auth_type', 'telegram');
  }, session);
  // No internet here: t.me answers with a stand-in page.
  await context.route('https://t.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Telegram</title>' }));

  await page.goto('/profile');
  const card = page.getByTestId('subscription-card');
  await expect(card.getByRole('radio', { name: /Месяц/ })).toHaveAttribute('aria-checked', 'true');
  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Получить подписку' }).click();
  const tab = await popup;
  expect(tab.url()).toMatch(/^https:\/\/t\.me\/\$[A-Za-z0-9_=-]+$/);
  await expect(page.getByTestId('toast').filter({ hasText: 'Счёт открыт в новой вкладке' })).toBeVisible();

  // The user pays in Telegram; the bot credits it.
  const invoice = (await (await request.get(`${fakeTelegram}/_control/invoices?link=${encodeURIComponent(tab.url())}`)).json()).result;
  const paid = await request.post(`${fakeTelegram}/_control/successful_payment`, {
    data: { from: user, total_amount: invoice.total_amount, invoice_payload: invoice.payload, is_recurring: true, is_first_recurring: true },
  });
  expect(paid.ok()).toBe(true);
  await tab.close();

  await expect(card.getByText('Premium access')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('toast').filter({ hasText: 'Подписка оформлена!' })).toBeVisible();
  await expect(card.getByTestId('subscription-status')).toHaveText(/^Статус: Активна до /);
});
