import { type BrowserContext, expect, test } from '@playwright/test';
import { skipOnboarding } from './support/app.ts';
import { AccessibilityAudit } from './support/axe.ts';
import { signedInAs, telegramUserInBrowser } from './support/session.ts';
import { fakeTelegram, invoiceOf, payInTelegram, subscribeWithStars } from './support/stars.ts';
import { newTelegramUser } from './support/telegram.ts';

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

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

test("a failed subscription load says 'Ошибка загрузки информации о подписке' in the card, which keeps the profile's status", async ({ page, request }) => {
  await signedInAs(page, request, 'subfail');
  await page.route('**/api/user/subscription/', (route) => route.fulfill({ status: 500, json: { success: false, error: 'Внутренняя ошибка сервера', code: 'INTERNAL' } }));
  await page.goto('/profile');
  const card = page.getByTestId('subscription-card');
  await expect(card.getByRole('alert')).toHaveText('Ошибка загрузки информации о подписке');
  await expect(card.getByTestId('subscription-status')).toHaveText('Статус: Неактивна');
  await expect(card.getByRole('button', { name: 'Получить подписку' })).toBeVisible();
});

test("when Telegram makes no invoice (502) the purchase says 'Не удалось создать инвойс'", async ({ page, request }) => {
  await telegramUserInBrowser(page, request, newTelegramUser('Ефим'));
  // What our server answers when createInvoiceLink fails (server/src/routes/subscription.test.ts).
  await page.route('**/api/user/subscription/create-invoice/', (route) =>
    route.fulfill({ status: 502, json: { success: false, error: 'Не удалось создать инвойс', code: 'INVOICE_FAILED' } }),
  );
  await page.goto('/profile');
  const card = page.getByTestId('subscription-card');
  await card.getByRole('button', { name: 'Получить подписку' }).click();
  await expect(page.getByTestId('toast')).toHaveText(['Не удалось создать инвойс']);
  await expect(card.getByTestId('subscription-status')).toHaveText('Статус: Неактивна');
});

/** No internet here: t.me answers with a stand-in page. */
async function standInForTelegram(context: BrowserContext): Promise<void> {
  await context.route('https://t.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Telegram</title>' }));
}

test('outside Telegram the invoice opens in a new tab and polling shows the payment', async ({ page, context, request }) => {
  const user = newTelegramUser('Глеб');
  await telegramUserInBrowser(page, request, user);
  await standInForTelegram(context);

  await page.goto('/profile');
  const card = page.getByTestId('subscription-card');
  await expect(card.getByRole('radio', { name: /Месяц/ })).toHaveAttribute('aria-checked', 'true');
  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Получить подписку' }).click();
  const tab = await popup;
  expect(tab.url()).toMatch(/^https:\/\/t\.me\/\$[A-Za-z0-9_=-]+$/);
  await expect(page.getByTestId('toast').filter({ hasText: 'Счёт открыт в новой вкладке' })).toBeVisible();

  // The user pays in Telegram; the bot credits it.
  const invoice = await invoiceOf(request, tab.url());
  const paid = await request.post(`${fakeTelegram}/_control/successful_payment`, {
    data: { from: user, total_amount: invoice.total_amount, invoice_payload: invoice.payload, is_recurring: true, is_first_recurring: true },
  });
  expect(paid.ok()).toBe(true);
  await tab.close();

  await expect(card.getByText('Premium access')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('toast').filter({ hasText: 'Подписка оформлена!' })).toBeVisible();
  await expect(card.getByTestId('subscription-status')).toHaveText(/^Статус: Активна до /);
});

// rewards.md 4.10: focus, becoming visible, pageshow (no condition: a plain one too, not only a
// restore from the back-forward cache) and invoiceClosed refresh the status.
const returnTriggers = [
  { name: 'the window gets the focus back', fire: () => window.dispatchEvent(new Event('focus')) },
  { name: 'a pageshow arrives', fire: () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })) },
];

for (const trigger of returnTriggers) {
  test(`a payment made elsewhere shows when ${trigger.name}`, async ({ page, request }) => {
    const user = newTelegramUser('Дарья');
    const token = await telegramUserInBrowser(page, request, user);
    await page.goto('/profile');
    const card = page.getByTestId('subscription-card');
    await expect(card.getByTestId('subscription-status')).toHaveText('Статус: Неактивна');

    // Paid in Telegram (say, on the phone) for an invoice this app never opened.
    const created = await request.post('/api/user/subscription/create-invoice/', { data: { plan: 'yearly' }, headers: { Authorization: `Bearer ${token}` } });
    expect(created.ok()).toBe(true);
    await payInTelegram(request, user, (await created.json()).invoice_link);

    await page.evaluate(trigger.fire);
    await expect(card.getByText('Premium access')).toBeVisible();
    await expect(card.getByTestId('subscription-status')).toHaveText(/^Статус: Активна до /);
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`an active subscription's card reads well in the ${scheme} scheme: its 'Активна' badge passes the contrast audit`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const user = newTelegramUser('Ада');
    const token = await telegramUserInBrowser(page, request, user);
    await subscribeWithStars(request, user, token);
    await page.goto('/profile');
    const card = page.getByTestId('subscription-card');
    await expect(card.getByText('Активна', { exact: true })).toBeVisible();
    const audit = new AccessibilityAudit(page);
    await audit.check('/profile, subscribed');
    audit.expectNoViolations();
  });
}
