import { type APIRequestContext, type Page, type Route, expect, test } from '@playwright/test';
import { skipOnboarding } from './support/app.ts';
import { createGoalViaApi, expectLimitModalOnSave, goalCard, openGoalModal, tokenOf } from './support/goals.ts';
import { payInTelegram } from './support/stars.ts';
import { installTelegramClient, miniAppUrl, newTelegramUser, postedEvents } from './support/telegram.ts';

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

/** A Telegram user who has opened the Mini App and holds the free tier's 3 goals; answers them and their token. */
async function userAtTheGoalLimit(page: Page, request: APIRequestContext, firstName: string) {
  const user = newTelegramUser(firstName);
  await page.goto(miniAppUrl('/', user));
  await expect(page.getByTestId('profile-name')).toHaveText(firstName, { timeout: 15_000 });
  const token = await tokenOf(page);
  for (const title of ['Первая', 'Вторая', 'Третья']) await createGoalViaApi(request, token, { title, category: 1 });
  return { user, token };
}

test('buys the monthly plan with openInvoice: the bot credits it, paid refreshes the status and celebrates', async ({ page, request }) => {
  const user = newTelegramUser('Анна');
  await page.goto(miniAppUrl('/profile', user));
  const card = page.getByTestId('subscription-card');
  await expect(card.getByTestId('subscription-status')).toHaveText('Статус: Неактивна');
  await expect(card.getByText('3 заметки в день')).toBeVisible();

  await card.getByRole('button', { name: 'Получить подписку' }).click();
  const slug = await openedInvoice(page);
  const invoice = await payInTelegram(request, user, `https://t.me/$${slug}`);
  expect(invoice).toMatchObject({ total_amount: 149, currency: 'XTR', subscription_period: 2592000 });

  await closeInvoice(page, slug, 'paid');
  await expect(page.getByTestId('toast').filter({ hasText: 'Подписка оформлена!' })).toBeVisible();
  // Telegram's own success haptic, as its purchases end.
  const haptics = (await postedEvents(page)).filter((e) => e.type === 'web_app_trigger_haptic_feedback');
  expect(haptics.at(-1)?.data).toMatchObject({ type: 'notification', notification_type: 'success' });
  await expect(card.getByText('Premium access')).toBeVisible();
  await expect(card.getByText('Безлимитные заметки в день')).toBeVisible();
  await expect(card.getByTestId('subscription-status')).toHaveText(/^Статус: Активна до \d{1,2} [а-я]+ \d{4}$/);
  await expect(card.getByRole('button', { name: 'Получить подписку' })).toHaveCount(0);
  // The purchase earned 'Премиум': the profile's list of earned achievements shows it without a reload.
  await expect(page.getByTestId('earned-achievements').getByText('Премиум', { exact: true })).toBeVisible();
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
  // The user is told the payment is being checked while the app waits for it.
  await expect(page.getByTestId('toast').filter({ hasText: 'Проверяем оплату' })).toBeVisible();

  const invoice = await payInTelegram(request, user, `https://t.me/$${slug}`);
  expect(invoice).toMatchObject({ total_amount: 999 });
  expect(invoice.subscription_period).toBeUndefined();
  await expect(card.getByText('Premium access')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('toast').filter({ hasText: 'Подписка оформлена!' })).toBeVisible();
  // The first ask answered invoiceClosed at once; the poll asked again 4 s later, not in a tight loop.
  expect(polls.length).toBeGreaterThanOrEqual(2);
  expect(polls[1]! - polls[0]!).toBeGreaterThan(3500);
});

test('each check of the poll is its own request: an answer that has not come back does not hold the next ones', async ({ page }) => {
  await page.clock.install();
  await page.goto(miniAppUrl('/profile', newTelegramUser('Галя')));
  const card = page.getByTestId('subscription-card');
  await expect(card.getByTestId('subscription-status')).toHaveText('Статус: Неактивна');
  await card.getByRole('button', { name: 'Получить подписку' }).click();
  const slug = await openedInvoice(page);

  // A slow network: the first status answer does not come back while the clock runs.
  const asked: Route[] = [];
  await page.route('**/api/user/subscription/', (route) => {
    asked.push(route);
    if (asked.length > 1) void route.continue();
  });
  await closeInvoice(page, slug, 'pending');
  await expect.poll(() => asked.length).toBe(1); // the status is asked at once
  // Every 4 s a check goes out although the first answer is still on its way...
  for (let check = 1; check <= 15; check++) {
    await page.clock.runFor(4_000);
    await expect.poll(() => asked.length).toBe(1 + check);
  }
  // ...and after 60 s the poll has stopped.
  await page.clock.runFor(8_000);
  expect(asked.length).toBe(16);
  await expect(card.getByTestId('subscription-status')).toHaveText('Статус: Неактивна');
});

test("the limit modal's 'Год' opens the yearly invoice; once paid, the goal limit is gone", async ({ page, request }) => {
  const { user, token } = await userAtTheGoalLimit(page, request, 'Галина');
  await page.reload();
  await expect(page.getByTestId('tracked-goal')).toHaveCount(3);

  const limit = await expectLimitModalOnSave(page, 'Четвёртая');
  await limit.getByRole('button', { name: 'Год', exact: true }).click();
  await expect(limit).toHaveCount(0);
  const slug = await openedInvoice(page);
  const invoice = await payInTelegram(request, user, `https://t.me/$${slug}`);
  expect(invoice).toMatchObject({ total_amount: 999, currency: 'XTR' });
  expect(invoice.subscription_period).toBeUndefined();
  await closeInvoice(page, slug, 'paid');
  await expect(page.getByTestId('toast').filter({ hasText: 'Подписка оформлена!' })).toBeVisible();

  // From the moment the payment is confirmed there is no limit: the fourth goal is created.
  const modal = await openGoalModal(page);
  await modal.getByLabel('Название').fill('Четвёртая');
  await modal.getByLabel('Категория').selectOption({ label: 'Карьера' });
  await modal.getByRole('button', { name: 'Создать цель' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Достигнут лимит целей' })).toHaveCount(0);
  await expect
    .poll(async () => {
      const goals = await (await request.get('/api/goals/', { headers: { Authorization: `Bearer ${token}` } })).json();
      return (goals.active_goals as { title: string }[]).map((g) => g.title).sort();
    })
    .toEqual(['Вторая', 'Первая', 'Третья', 'Четвёртая']);
});

test("bought from the goals screen's limit card: the goals and habits stay on screen and the card goes", async ({ page, request }) => {
  const { user, token } = await userAtTheGoalLimit(page, request, 'Дарья');
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.post('/api/habits/create/', { headers, data: { title: 'Зарядка', category: 1 } })).ok()).toBe(true);
  await page.goto(miniAppUrl('/target', user));
  const guard = page.getByTestId('subscription-guard-goals');
  await guard.getByRole('button', { name: 'Оформить подписку' }).click();
  await page.getByRole('dialog', { name: 'Достигнут лимит целей' }).getByRole('button', { name: 'Месяц', exact: true }).click();
  const slug = await openedInvoice(page);
  await payInTelegram(request, user, `https://t.me/$${slug}`);
  await closeInvoice(page, slug, 'paid');
  await expect(page.getByTestId('toast').filter({ hasText: 'Подписка оформлена!' })).toBeVisible();

  await expect(guard).toHaveCount(0);
  for (const title of ['Первая', 'Вторая', 'Третья']) await expect(goalCard(page, title)).toBeVisible();
  await expect(page.getByTestId('target-loading')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Привычки' }).click();
  await expect(page.getByRole('heading', { name: 'Зарядка' })).toBeVisible();
});
