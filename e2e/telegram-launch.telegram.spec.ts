/**
 * How the Mini App recognises Telegram: launch URLs that are incomplete or have no client bridge,
 * and a page that offers only `window.Telegram.WebApp` (telegram-web-app.js's API).
 */
import { type Page, expect, test } from '@playwright/test';
import { skipOnboarding } from './support/app.ts';
import { createWeeklyHabitViaForm } from './support/goals.ts';
import { installTelegramClient, miniAppUrl, newTelegramUser, signedInitData } from './support/telegram.ts';

test.describe.configure({ timeout: 60_000 });

function signInRequest(page: Page) {
  return page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/api/auth/telegram/'));
}

test('a launch URL opened with no Telegram bridge still renders and signs in from initData', async ({ page }) => {
  const user = newTelegramUser('Мост');
  await skipOnboarding(page);
  await page.goto(miniAppUrl('/', user));
  await expect(page.getByTestId('profile-name')).toHaveText('Мост', { timeout: 15_000 });
});

test('tgWebAppData alone, signed without `signature`, signs in; no theme means the light palette in light mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const user = newTelegramUser('Лёгкий');
  await skipOnboarding(page);
  await installTelegramClient(page);
  const signIn = signInRequest(page);
  await page.goto(`/#${new URLSearchParams({ tgWebAppData: signedInitData(user, { signature: false }) })}`);
  await signIn;
  await expect(page.getByTestId('profile-name')).toHaveText('Лёгкий', { timeout: 15_000 });
  await expect(page).not.toHaveURL(/\/login/);
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const brightness = background.match(/\d+/g)!.slice(0, 3).reduce((sum, channel) => sum + Number(channel), 0);
  expect(brightness, `background ${background}`).toBeGreaterThan(600);
});

interface WebAppCalls {
  haptics: string[];
  backButton: string[];
  invoices: string[];
  closing: string[];
}

/** A page with only `window.Telegram.WebApp` (as telegram-web-app.js gives), recording each call. */
async function installWebApp(page: Page, initData: string): Promise<void> {
  await page.addInitScript((data) => {
    const calls = { haptics: [] as string[], backButton: [] as string[], invoices: [] as string[], closing: [] as string[] };
    (window as unknown as { __webAppCalls: typeof calls }).__webAppCalls = calls;
    (window as unknown as { Telegram: unknown }).Telegram = {
      WebApp: {
        initData: data,
        platform: 'android',
        colorScheme: 'dark',
        themeParams: { bg_color: '#17212b', secondary_bg_color: '#232e3c', text_color: '#f5f5f5' },
        ready() {},
        expand() {},
        onEvent() {},
        offEvent() {},
        BackButton: { show: () => calls.backButton.push('show'), hide: () => calls.backButton.push('hide'), onClick() {}, offClick() {} },
        HapticFeedback: { impactOccurred: (style: string) => calls.haptics.push(style) },
        openInvoice(url: string, callback: (status: string) => void) {
          calls.invoices.push(url);
          setTimeout(() => callback('cancelled'), 0);
        },
        enableClosingConfirmation: () => calls.closing.push('enable'),
        disableClosingConfirmation: () => calls.closing.push('disable'),
      },
    };
  }, initData);
}

function webAppCalls(page: Page): Promise<WebAppCalls> {
  return page.evaluate(() => (window as unknown as { __webAppCalls: WebAppCalls }).__webAppCalls);
}

test('window.Telegram.WebApp without a launch hash: signs in, takes its theme, and gets haptics, BackButton and openInvoice', async ({ page }) => {
  const user = newTelegramUser('Вебапп');
  await skipOnboarding(page);
  await installWebApp(page, signedInitData(user));
  await page.goto('/');
  await expect(page.getByTestId('profile-name')).toHaveText('Вебапп', { timeout: 15_000 });
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(35, 46, 60)');

  await createWeeklyHabitViaForm(page, 'Зарядка');
  await page.getByTestId('habit-compact').filter({ hasText: 'Зарядка' }).getByRole('button', { name: '+', exact: true }).click();
  await expect.poll(async () => (await webAppCalls(page)).haptics).toContain('light');

  await page.goto('/achievements');
  await expect.poll(async () => (await webAppCalls(page)).backButton.at(-1)).toBe('show');

  await page.goto('/profile');
  await page.getByTestId('subscription-card').getByRole('button', { name: 'Получить подписку' }).click();
  await expect.poll(async () => (await webAppCalls(page)).invoices).toEqual([expect.stringMatching(/^https:\/\/t\.me\/\$/)]);
});
