import { expect, test } from '@playwright/test';
import { holdAnswers, skipOnboarding } from './support/app.ts';
import { signedInAs } from './support/session.ts';

/** Error catalogue cases (core.md 8, rewards.md 8) that only a failing or odd server answer shows. */
test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test("a notification list answered with a page instead of JSON says 'Сервер вернул не JSON ответ'", async ({ page, request }) => {
  await signedInAs(page, request, 'notjson');
  await page.route('**/api/notifications/', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>Прокси</p>' }));
  await page.goto('/bell');
  await expect(page.getByText('Ошибка при загрузке уведомлений: Сервер вернул не JSON ответ')).toBeVisible();
});

test("a profile load failing with 'не авторизован' signs out and goes to the login page", async ({ page, request }) => {
  await signedInAs(page, request, 'noauth');
  await page.route('**/api/user/profile/**', (route) => route.fulfill({ status: 500, json: { success: false, error: 'Пользователь не авторизован', code: 'INTERNAL' } }));
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test("the Mood greeting whose load fails with 'не авторизован' names the user 'Пользователь'", async ({ page, request }) => {
  const { username } = await signedInAs(page, request, 'moodauth');
  await page.route('**/api/main/', (route) => route.fulfill({ status: 500, json: { success: false, error: 'Пользователь не авторизован', code: 'INTERNAL' } }));
  const profileLoaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/profile/');
  await page.goto('/mood');
  await profileLoaded;
  // Without the failure the greeting names the user by their profile (the username here).
  await expect(page.getByText('Привет, Пользователь!')).toBeVisible();
  await expect(page.getByText(`Привет, ${username}!`)).toHaveCount(0);
  await expect(page).toHaveURL('/mood');
});

test("a Mood greeting refused with 401 even after the session was renewed names the user 'Пользователь' and keeps them signed in", async ({ page, request }) => {
  await signedInAs(page, request, 'mood401');
  await page.route('**/api/main/', (route) => route.fulfill({ status: 401, json: { success: false, error: 'Пользователь не авторизован', code: 'UNAUTHORIZED' } }));
  const renewed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/refresh/');
  await page.goto('/mood');
  expect((await renewed).ok()).toBe(true);
  await expect(page.getByText('Привет, Пользователь!')).toBeVisible();
  await expect(page).toHaveURL('/mood');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).not.toBeNull();
});

test("a push key answered as rewards.md 7 shows it (publicKey alone) is read, and a short one gives 'Invalid applicationServerKey length'", async ({ page, request }) => {
  // A browser that has not been asked yet and grants the request.
  await page.addInitScript(() => {
    let permission: NotificationPermission = 'default';
    Object.defineProperty(Notification, 'permission', { get: () => permission });
    Notification.requestPermission = async () => (permission = 'granted');
  });
  await signedInAs(page, request, 'vapid');
  await page.route('**/api/notifications/vapid-key/', (route) => route.fulfill({ status: 200, json: { publicKey: 'AAAA' } }));
  await page.goto('/bell');
  await page.getByRole('button', { name: 'Настройки' }).click();
  const panel = page.getByRole('dialog', { name: 'Настройки типов уведомлений' });
  await panel.getByTestId('push-permission').getByRole('button', { name: 'Включить' }).click();
  await expect(panel.getByTestId('push-notice')).toHaveText('Invalid applicationServerKey length');
});

test('a server that never answers: after 10 s the Home lists say so with the timeout text naming each call', async ({ page, request }) => {
  await signedInAs(page, request, 'timeout');
  await page.clock.install();
  // Every call is held, the device's time zone too (the app waits for it before its first reads).
  await page.route('**/api/**', () => {});
  // The goals section's code comes late too: until it is there, no call is made, and so the
  // section must not say 'Загружаем цели...' (a test would start its 10 s before the call's).
  const releaseCode = await holdAnswers(page, '/assets/tracked-goals-*.js');
  await page.goto('/');
  await expect(page.getByTestId('tracked-goals-loading')).toBeVisible(); // the frame that stands in for the section's code
  await expect(page.getByText('Загружаем цели...')).toHaveCount(0);
  releaseCode();
  await expect(page.getByText('Загружаем цели...')).toBeVisible();
  await page.clock.runFor(10_000);
  const goals = new URL('/api/goals/', page.url()).toString();
  await expect(page.getByText(`Не удалось загрузить цели: Таймаут запроса к API. Backend не отвечает на ${goals}`)).toBeVisible();
});
