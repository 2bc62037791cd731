import { type APIRequestContext, type FrameLocator, type Page, expect, test } from '@playwright/test';
import { E2E } from '../scripts/e2e-env.ts';
import { openLinkFrame } from './support/account-settings.ts';
import { skipOnboarding } from './support/app.ts';
import { type SignedInUser, signedInAs, telegramSignInViaApi } from './support/session.ts';
import { type TelegramUser, botStartKey, newTelegramUser, pressStartInBot } from './support/telegram.ts';

test.beforeEach(async ({ page, context }) => {
  await skipOnboarding(page);
  // The bot's deep link opens t.me in a new tab; there is no internet here, so close it.
  context.on('page', (popup) => void popup.close());
});

/** /profile -> 'Настройки аккаунта' -> 'Привязать' Telegram: the embedded login in link mode. */
async function openTelegramLinkFrame(page: Page): Promise<FrameLocator> {
  const frame = await openLinkFrame(page, 'telegram', 'Привязка Telegram');
  // A signed-in user sees the Telegram block, not 'Вы уже вошли в систему'.
  await expect(frame.getByText('Вы уже вошли в систему')).toHaveCount(0);
  return frame;
}

/** Presses 'Привязать Telegram' in the frame and plays the user pressing Start in the bot as `account`. */
async function confirmInBot(frame: FrameLocator, request: APIRequestContext, account: TelegramUser): Promise<string> {
  await frame.getByRole('button', { name: 'Привязать Telegram' }).click();
  const link = frame.getByTestId('telegram-deeplink');
  await expect(link).toHaveAttribute('href', new RegExp(`^https://t\\.me/${E2E.botUsername}\\?start=auth_`));
  // Linking, not signing in: the hint says what pressing Start will do here.
  await expect(frame.getByText('Нажмите «Запустить» в чате с ботом, и Telegram привяжется к этому аккаунту.', { exact: false })).toBeVisible();
  return pressStartInBot(request, account, await botStartKey(link));
}

async function profileOf(request: APIRequestContext, user: SignedInUser) {
  const response = await request.get('/api/user/profile/', { headers: { Authorization: `Bearer ${user.token}` } });
  expect(response.ok()).toBe(true);
  return response.json();
}

test('a local user links Telegram from the account settings through the bot', async ({ page, request }) => {
  const user = await signedInAs(page, request, 'link');
  const account = { ...newTelegramUser('Ирина'), username: 'irina_e2e' };

  const frame = await openTelegramLinkFrame(page);
  expect(await confirmInBot(frame, request, account)).toBe(`Готово! Ваш Telegram (${account.first_name}) привязан к аккаунту. Вернитесь на вкладку с приложением.`);

  // The frame posts link_result; the modal closes the frame and shows the new state without a reload.
  const dialog = page.getByTestId('account-settings-dialog');
  await expect(page.getByTestId('account-link-frame')).toHaveCount(0, { timeout: 10_000 });
  await expect(dialog.getByTestId('account-telegram-status')).toHaveText(`Привязан · ID ${account.id}`);
  await expect(dialog.getByTestId('account-link-telegram')).toHaveCount(0);
  await expect(page.getByText('Telegram привязан к аккаунту')).toBeVisible();

  const profile = await profileOf(request, user);
  expect(profile.auth.is_telegram_linked).toBe(true);
  expect(profile.telegram_id).toBe(account.id);
  // The user is still the same local account, still signed in as before.
  expect(profile.username).toBe(user.username);
  expect(await page.evaluate(() => localStorage.getItem('auth_type'))).toBe('local');
});

test('a Telegram account that belongs to another user is refused, with the reason in the frame', async ({ page, request }) => {
  const account = newTelegramUser('Пётр');
  await telegramSignInViaApi(request, account);
  const user = await signedInAs(page, request, 'linktaken');

  const frame = await openTelegramLinkFrame(page);
  await confirmInBot(frame, request, account);

  await expect(frame.getByText('Этот Telegram уже привязан к другому аккаунту. Войдите через Telegram, чтобы открыть его.')).toBeVisible({
    timeout: 10_000,
  });
  // The wait ended: the button is back, the frame stays open, nothing was linked.
  await expect(frame.getByRole('button', { name: 'Привязать Telegram' })).toBeEnabled();
  await expect(frame.getByTestId('telegram-deeplink')).toHaveCount(0);
  await expect(page.getByTestId('account-link-frame')).toBeVisible();
  expect((await profileOf(request, user)).auth.is_telegram_linked).toBe(false);
});
