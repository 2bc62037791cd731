import { expect, test } from '@playwright/test';
import { E2E } from '../scripts/e2e-env.ts';
import { skipOnboarding } from './support/app.ts';
import { botStartKey, pressStartInBot } from './support/telegram.ts';

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('a browser signs in by pressing Start in the bot (fake Telegram Bot API)', async ({ page, request, context }) => {
  // The deep link opens t.me in a new tab; there is no internet here, so close it.
  context.on('page', (popup) => void popup.close());
  const telegramUser = { id: 700000 + Math.floor(Math.random() * 99999), first_name: 'Глеб', username: 'gleb_e2e' };

  await page.goto('/login');
  await page.getByRole('button', { name: 'Войти через Telegram' }).click();
  const link = page.getByTestId('telegram-deeplink');
  await expect(link).toHaveAttribute('href', new RegExp(`^https://t\\.me/${E2E.botUsername}\\?start=auth_[A-Za-z0-9_-]{16,59}$`));
  const key = await botStartKey(link);
  expect(await page.evaluate(() => sessionStorage.getItem('session_key'))).toBe(key);

  // The user presses Start in Telegram: the fake delivers `/start auth_<key>` to our bot.
  expect(await pressStartInBot(request, telegramUser, key)).toMatch(/Готово|вошли/i);

  // The login page's poll (every 2 s) sees the session and lands on Home as that Telegram user.
  await expect(page).toHaveURL('/', { timeout: 10_000 });
  await expect(page.getByTestId('profile-name')).toHaveText('Глеб');
  expect(await page.evaluate(() => localStorage.getItem('auth_type'))).toBe('telegram');

  // The key is single use.
  const again = await request.get(`/auth/pending/status/?session_key=${key}`);
  expect(again.status()).toBe(404);
});

test("nobody presses Start: the page asks every 2 s on the clock, not after each answer, and after 2 minutes says 'Таймаут авторизации'; a Start after that signs nobody in", async ({ page, request, context }) => {
  // The deep link's tab is closed before the clock runs: the clock runs in every page of the context.
  const telegramTabClosed = new Promise<void>((resolve) => context.once('page', (popup) => void popup.close().then(resolve)));
  await page.clock.install();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Войти через Telegram' }).click();
  await expect(page.getByTestId('telegram-deeplink')).toBeVisible();
  const key = await botStartKey(page.getByTestId('telegram-deeplink'));
  await telegramTabClosed;
  const givenUp = page.waitForResponse((response) => response.url().endsWith('/api/auth/pending/cancel/'));
  // One jump of the clock: a poll that waited for each answer before setting its next timer would ask once.
  await page.clock.runFor(120_000);
  await expect(page.getByText('Таймаут авторизации. Попробуйте еще раз.')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('session_key'))).toBeNull();
  // The page gave up on the key: the bot does not say 'Готово' for it.
  expect((await givenUp).ok()).toBe(true);
  const lateUser = { id: 700000 + Math.floor(Math.random() * 99999), first_name: 'Поздний' };
  expect(await pressStartInBot(request, lateUser, key)).toBe('Ссылка для входа недействительна или уже использована. Нажмите «Войти через Telegram» на странице входа ещё раз — придёт новая.');
});

test("'Отмена' gives up the key: a Start pressed afterwards is told the link is not valid", async ({ page, request, context }) => {
  context.on('page', (popup) => void popup.close());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Войти через Telegram' }).click();
  const key = await botStartKey(page.getByTestId('telegram-deeplink'));
  const givenUp = page.waitForResponse((response) => response.url().endsWith('/api/auth/pending/cancel/'));
  await page.getByRole('button', { name: 'Отмена' }).click();
  await expect(page.getByTestId('telegram-deeplink')).toHaveCount(0);
  expect((await givenUp).ok()).toBe(true);
  const user = { id: 700000 + Math.floor(Math.random() * 99999), first_name: 'Передумал' };
  expect(await pressStartInBot(request, user, key)).toBe('Ссылка для входа недействительна или уже использована. Нажмите «Войти через Telegram» на странице входа ещё раз — придёт новая.');
  expect((await request.get(`/auth/pending/status/?session_key=${key}`)).status()).toBe(404);
});

test('a reload while waiting for the bot keeps waiting for the same key, and Start then signs the tab in', async ({ page, request, context }) => {
  context.on('page', (popup) => void popup.close());
  const telegramUser = { id: 700000 + Math.floor(Math.random() * 99999), first_name: 'Рита', username: 'rita_e2e' };
  await page.goto('/login');
  await page.getByRole('button', { name: 'Войти через Telegram' }).click();
  const key = await botStartKey(page.getByTestId('telegram-deeplink'));

  await page.reload(); // a phone reloads the tab while the user is away in Telegram
  await expect(page.getByTestId('telegram-deeplink')).toHaveAttribute('href', new RegExp(`start=auth_${key}$`));
  expect(await pressStartInBot(request, telegramUser, key)).toMatch(/Готово|вошли/i);
  await expect(page).toHaveURL('/', { timeout: 10_000 });
  await expect(page.getByTestId('profile-name')).toHaveText('Рита');
});
