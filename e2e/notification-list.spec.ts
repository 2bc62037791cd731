import { type APIRequestContext, type Page, type Request, expect, test } from '@playwright/test';
import type { AppNotification } from '@tracker/shared/contract';
import { skipOnboarding } from './support/app.ts';
import { completeGoalViaApi, createGoalViaApi } from './support/goals.ts';
import { signedInAs } from './support/session.ts';

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

/** Fakes the page's clock and stops it: timers fire only when a test moves time with runFor. */
async function freezeClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 1000));
}

/** Counts the page's loads of the list (GET /api/notifications/): made, and still unanswered. */
function watchListCalls(page: Page) {
  const calls = { made: 0, open: 0 };
  const isList = (r: Request) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/notifications/';
  page.on('request', (r) => {
    if (!isList(r)) return;
    calls.made += 1;
    calls.open += 1;
  });
  const answered = (r: Request) => {
    if (isList(r)) calls.open -= 1;
  };
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return calls;
}

/** The page as the browser reports it when the user switches to another tab and back. */
async function setVisibility(page: Page, state: 'visible' | 'hidden') {
  await page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

async function notificationsOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/notifications/', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { unread: AppNotification[]; read: AppNotification[] };
}

test('an earned achievement arrives as a new notification, is viewed after 2 s on screen and is read after a reload', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'notif');
  await createGoalViaApi(request, token, { title: 'Пробежать 5 км', category: 1 });
  await freezeClock(page);

  await page.goto('/');
  const badge = page.getByTestId('bell-button-counter');
  await expect(badge).toHaveText('1');

  await page.getByTestId('bell-button').click();
  await expect(page).toHaveURL('/bell');
  const item = page.getByTestId('notification-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading', { name: 'Новое достижение: Первая цель' })).toBeVisible();
  await expect(item).toContainText('Награда: +5 монет, +2 очка статуса');
  await expect(item).toContainText('Достижение');
  await expect(item).toHaveAttribute('data-state', 'new');
  await expect(item.getByRole('img', { name: 'Приоритет 4 из 5' })).toBeVisible();
  await expect(page.getByTestId('notifications-new-count')).toHaveText('Новые: 1');
  await expect(page.getByTestId('notifications-read-count')).toHaveText('Прочитанные: 0');
  await expect(page.getByTestId('notifications-shown-of')).toHaveCount(0);

  // Not yet 2 s on screen: still new.
  await page.clock.runFor(1500);
  await expect(item).toHaveAttribute('data-state', 'new');
  await page.clock.runFor(600);
  await expect(item).toHaveAttribute('data-state', 'viewed');
  await expect(badge).toHaveCount(0);
  await expect(page.getByTestId('notifications-new-count')).toHaveText('Новые: 0');
  const [id] = (await notificationsOf(request, token)).unread.map((n) => n.id);
  expect(await page.evaluate(() => localStorage.getItem('viewedNotifications'))).toBe(JSON.stringify([id]));
  // Viewed is remembered on the device only; the server hears of it at the next load.
  expect((await notificationsOf(request, token)).unread).toHaveLength(1);

  await page.reload();
  await expect(item).toHaveAttribute('data-state', 'read');
  await expect(item).toContainText(/Прочитано \d{1,2} [а-я]+, \d\d:\d\d/);
  await expect(page.getByTestId('notifications-read-count')).toHaveText('Прочитанные: 1');
  await expect(page.getByTestId('bell-button')).toBeVisible();
  await expect(badge).toHaveCount(0);
  const lists = await notificationsOf(request, token);
  expect(lists.unread).toEqual([]);
  expect(lists.read.map((n) => n.id)).toEqual([id]);
  expect(await page.evaluate(() => localStorage.getItem('viewedNotifications'))).toBe('[]');
});

test('a notification under an open dialog is not seen: its 2 s on screen count once nothing covers it', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'notif-covered');
  await createGoalViaApi(request, token, { title: 'Пробежать 5 км', category: 1 });
  await freezeClock(page);
  await page.goto('/bell');
  const item = page.getByTestId('notification-item');
  await expect(item).toHaveAttribute('data-state', 'new');

  await page.getByRole('button', { name: 'Настройки' }).click();
  const panel = page.getByRole('dialog', { name: 'Настройки типов уведомлений' });
  await expect(panel).toBeVisible();
  await page.clock.runFor(5000);
  await expect(item).toHaveAttribute('data-state', 'new');

  await panel.getByRole('button', { name: 'Закрыть' }).first().click();
  await expect(panel).toBeHidden();
  await page.clock.runFor(2000);
  await expect(item).toHaveAttribute('data-state', 'viewed');
});

test("a new user sees 'Нет уведомлений' and no badge", async ({ page, request }) => {
  await signedInAs(page, request, 'notif0');
  await page.goto('/bell');
  await expect(page.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
  await expect(page.getByText('Нет уведомлений')).toBeVisible();
  await expect(page.getByTestId('notification-item')).toHaveCount(0);
  await expect(page.getByTestId('bell-button')).toBeVisible();
  await expect(page.getByTestId('bell-button-counter')).toHaveCount(0);
});

test("shows the last 10 with 'показано последних 10 из N', priority markers and the expiry warning", async ({ page, request }) => {
  await signedInAs(page, request, 'notif12');
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const base = { message: 'Сообщение', notification_type: 'info', icon: null, has_custom_icon: false, icon_image_url: null, is_push: false, expires_at: null };
  const unread = Array.from({ length: 12 }, (_, i) => ({
    ...base,
    id: 100 - i,
    user_notification_id: 100 - i,
    title: `Уведомление ${i + 1}`,
    priority: i === 0 ? 5 : 2,
    is_read: false,
    read_at: null,
    created_at: at(i),
    ...(i === 1 ? { expires_at: new Date(now + 5 * 3_600_000).toISOString() } : {}),
  }));
  await page.route('**/api/notifications/', (route) => route.fulfill({ json: { success: true, unread, read: [] } }));
  await freezeClock(page);
  await page.goto('/bell');
  await expect(page.getByTestId('notification-item')).toHaveCount(10);
  await expect(page.getByTestId('notifications-shown-of')).toHaveText('показано последних 10 из 12');
  await expect(page.getByTestId('notifications-new-count')).toHaveText('Новые: 12');
  await expect(page.getByTestId('bell-button-counter')).toHaveText('9+');
  await expect(page.getByTestId('notification-item').first().getByRole('img', { name: 'Приоритет 5 из 5' })).toBeVisible();
  await expect(page.getByTestId('notification-expiry-warning')).toHaveText('⚠️ Истекает через 5 часов');
});

test('shows the in-app mood and habit reminders with their type labels and the end of their day', async ({ page, request }) => {
  await signedInAs(page, request, 'notifrem');
  const now = Date.now();
  const reminder = { has_custom_icon: false, icon_image_url: null, is_push: true, priority: 2, is_read: false, read_at: null, expires_at: new Date(now + 3 * 3_600_000).toISOString() };
  const unread = [
    { ...reminder, id: 201, user_notification_id: 201, title: 'Как ваше настроение сейчас?', message: 'Отметьте настроение в дневнике.', notification_type: 'mood_reminder', icon: '🙂', created_at: new Date(now - 60_000).toISOString() },
    { ...reminder, id: 200, user_notification_id: 200, title: 'Привычки на сегодня', message: 'Отметьте выполненное: Вода — 1/2, Зарядка — 0/1', notification_type: 'habit_reminder', icon: '✅', created_at: new Date(now - 11 * 3_600_000).toISOString() },
  ];
  await page.route('**/api/notifications/', (route) => route.fulfill({ json: { success: true, unread, read: [] } }));
  await freezeClock(page);
  await page.goto('/bell');
  const [mood, habits] = [page.getByTestId('notification-item').nth(0), page.getByTestId('notification-item').nth(1)];
  await expect(mood.getByRole('heading', { name: 'Как ваше настроение сейчас?' })).toBeVisible();
  await expect(mood.getByText('Настроение', { exact: true })).toBeVisible();
  await expect(mood.getByText('Отметьте настроение в дневнике.')).toBeVisible();
  await expect(mood.getByTestId('notification-expiry-warning')).toHaveText('⚠️ Истекает через 3 часа');
  await expect(habits.getByRole('heading', { name: 'Привычки на сегодня' })).toBeVisible();
  await expect(habits.getByText('Привычки', { exact: true })).toBeVisible();
  await expect(habits.getByText('Отметьте выполненное: Вода — 1/2, Зарядка — 0/1')).toBeVisible();
  // Each leads to where it can be done: the habits tab, the Mood screen.
  await expect(mood.getByRole('link', { name: 'Открыть дневник настроения' })).toHaveAttribute('href', '/mood');
  await habits.getByRole('link', { name: 'Открыть привычки' }).click();
  await expect(page).toHaveURL(/\/target\?tab=habits$/);
  await expect(page.getByRole('tab', { name: 'Привычки' })).toHaveAttribute('aria-selected', 'true');
});

test('the header badge asks again every 30 s while the page is visible, not while it is hidden, and at once when it shows again', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'notifpoll');
  const calls = watchListCalls(page);
  await freezeClock(page);
  await page.goto('/');
  const badge = page.getByTestId('bell-button-counter');
  await expect(page.getByTestId('bell-button')).toBeVisible();
  await expect.poll(() => calls.made).toBeGreaterThan(0);
  await expect.poll(() => calls.open).toBe(0);
  await expect(badge).toHaveCount(0);

  // An achievement earned meanwhile (first_goal) shows at the next tick, 30 s after the page opened.
  const goal = await createGoalViaApi(request, token, { title: 'Пробежать 5 км', category: 1 });
  const before = calls.made;
  await page.clock.runFor(29_000);
  await expect.poll(() => calls.open).toBe(0);
  expect(calls.made).toBe(before);
  await expect(badge).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(badge).toHaveText('1');

  // Hidden: the ticks ask nothing (goals_1 is earned meanwhile).
  await setVisibility(page, 'hidden');
  await completeGoalViaApi(request, token, goal.id);
  const unread = (await notificationsOf(request, token)).unread.length;
  expect(unread).toBeGreaterThan(1);
  const hiddenFrom = calls.made;
  await page.clock.runFor(60_000);
  await expect.poll(() => calls.open).toBe(0);
  expect(calls.made).toBe(hiddenFrom);
  await expect(badge).toHaveText('1');

  // Shown again: asked at once, with the clock standing.
  await setVisibility(page, 'visible');
  await expect(badge).toHaveText(String(unread));
  expect(calls.made).toBe(hiddenFrom + 1);
});

test('the /bell list refreshes every 5 minutes on its own', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'notifpage');
  const calls = watchListCalls(page);
  await freezeClock(page);
  await page.goto('/bell');
  await expect(page.getByText('Нет уведомлений')).toBeVisible();
  await expect.poll(() => calls.open).toBe(0);
  // Hidden, the header badge's 30 s ticks stand still: what remains is the page's own refresh.
  await setVisibility(page, 'hidden');

  await createGoalViaApi(request, token, { title: 'Пробежать 5 км', category: 1 });
  const before = calls.made;
  await page.clock.runFor(5 * 60_000 - 1_000);
  await expect.poll(() => calls.open).toBe(0);
  expect(calls.made).toBe(before);
  await expect(page.getByText('Нет уведомлений')).toBeVisible();
  await page.clock.runFor(1_000);
  const item = page.getByTestId('notification-item');
  await expect(item.getByRole('heading', { name: 'Новое достижение: Первая цель' })).toBeVisible();
  await expect(page.getByText('Нет уведомлений')).toHaveCount(0);
  expect(calls.made).toBe(before + 1);
});
