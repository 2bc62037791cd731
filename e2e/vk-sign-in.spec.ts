import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { E2E } from '../scripts/e2e-env.ts';
import type { FakeVkUser } from '../scripts/fake-vk-id/fake-vk-id.ts';
import { openLinkFrame } from './support/account-settings.ts';
import { skipOnboarding } from './support/app.ts';
import { signedInAs } from './support/session.ts';
import { installTelegramClient, miniAppUrl, newTelegramUser } from './support/telegram.ts';

/** The fake VK ID the e2e server signs in against (scripts/e2e-server.ts). */
const VK_ID = `http://127.0.0.1:${E2E.fakeVkPort}`;

/**
 * A new VK user; the fake approves the next authorize requests as them. The fake has one signed-in
 * user at a time, and only this file uses it (its tests run one after another in one worker).
 */
async function vkUserApproving(request: APIRequestContext, first_name: string): Promise<FakeVkUser> {
  const user: FakeVkUser = {
    user_id: 10_000_000 + Math.floor(Math.random() * 1_000_000_000),
    first_name,
    last_name: 'Тестова',
  };
  const answer = await request.post(`${VK_ID}/_control/user`, { data: user });
  expect(answer.ok()).toBe(true);
  return user;
}

const vkButton = (page: Page) => page.getByTestId('vk-login-button');

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('signs in with VK ID from /login: VK approves, the page comes back with the code and lands on Home', async ({ page, request }) => {
  await vkUserApproving(request, 'Вера');
  await page.goto('/login');
  await expect(vkButton(page)).toHaveText('Войти через ВКонтакте');
  await expect(vkButton(page)).toBeEnabled();

  const authorize = page.waitForRequest(`${VK_ID}/authorize**`);
  await vkButton(page).click();
  const url = new URL((await authorize).url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    response_type: 'code',
    client_id: E2E.vkClientId,
    redirect_uri: `http://127.0.0.1:${E2E.port}/login`,
    code_challenge_method: 's256',
    scope: 'vkid.personal_info',
  });

  await expect(page.getByText('Успешный вход!')).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL('/', { timeout: 5_000 });
  await expect(page.getByTestId('profile-name')).toHaveText('Вера', { timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem('auth_type'))).toBe('vk');
  // The code and the PKCE attempt are spent and gone.
  expect(await page.evaluate(() => sessionStorage.getItem('vk_id_attempt'))).toBeNull();
});

test('while VK is being reached the button is a disabled spinner; if VK never opens, the button returns after 30 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login');
  // VK's page does not open (the navigation is dropped), so the page stays and shows its state.
  await page.route(`${VK_ID}/authorize**`, (route) => route.abort('aborted'));
  await vkButton(page).click();
  await expect(vkButton(page)).toHaveText('Подключение к ВКонтакте...');
  await expect(vkButton(page)).toBeDisabled();
  // Narrower than the linking frame of the account settings: the words wrap, none is cut.
  await page.setViewportSize({ width: 300, height: 844 });
  const label = vkButton(page).getByText('Подключение к ВКонтакте...');
  expect(await label.evaluate((text) => text.scrollWidth <= text.clientWidth)).toBe(true);
  await page.clock.runFor(29_000);
  await expect(vkButton(page)).toBeDisabled();
  await page.clock.runFor(1_000);
  await expect(vkButton(page)).toHaveText('Войти через ВКонтакте');
  await expect(vkButton(page)).toBeEnabled();
});

test('a code VK refuses shows the reason, and the button comes back after a second', async ({ page, request }) => {
  await vkUserApproving(request, 'Глеб');
  await page.clock.install();
  await page.goto('/login');
  // The authorize request leaves with another challenge than the stored verifier's: VK will refuse the code.
  await page.route(`${VK_ID}/authorize**`, async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('code_challenge', 'A'.repeat(43));
    await route.continue({ url: url.toString() });
  });
  await vkButton(page).click();

  await expect(page.getByText('Ошибка аутентификации через ВКонтакте')).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL('/login');
  await expect(vkButton(page)).toBeDisabled();
  await page.clock.runFor(1000);
  await expect(vkButton(page)).toHaveText('Войти через ВКонтакте');
  await expect(vkButton(page)).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('a sign-in answer the page cannot use shows the VK sign-in failure text', async ({ page, request }) => {
  await vkUserApproving(request, 'Дина');
  await page.goto('/login');
  // A 200 without the session in it: signing in throws in the page, not in the API call.
  await page.route('**/api/auth/vk/', (route) => route.fulfill({ status: 200, json: { success: true } }));
  await vkButton(page).click();
  await expect(page.getByText('Произошла ошибка при входе через ВКонтакте. Попробуйте еще раз.')).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL('/login');
});

test('when the sign-in settings cannot be loaded, the VK button asks to reload the page', async ({ page }) => {
  await page.route('**/api/auth/providers/', (route) => route.fulfill({ status: 503, json: { success: false, error: 'Сервис недоступен', code: 'UNAVAILABLE' } }));
  await page.goto('/login');
  await expect(page.getByText('Не удалось инициализировать ВКонтакте. Попробуйте обновить страницу.')).toBeVisible();
  await expect(vkButton(page)).toBeDisabled();
});

test('a signed-in user links VK from the account settings, in the embedded login', async ({ page, request }) => {
  const user = await signedInAs(page, request, 'linkvk');
  const vkUser = await vkUserApproving(request, 'Дарья');
  const frame = await openLinkFrame(page, 'vk', 'Привязка ВКонтакте');
  await frame.getByRole('button', { name: 'Привязать ВКонтакте' }).click();

  // VK sends the frame back to /login?link=vk; it links and posts link_result; the modal closes the frame.
  await expect(page.getByTestId('account-link-frame')).toHaveCount(0, { timeout: 15_000 });
  const dialog = page.getByTestId('account-settings-dialog');
  await expect(dialog.getByTestId('account-vk-status')).toHaveText('Привязан');
  await expect(page.getByText('ВКонтакте привязан к аккаунту')).toBeVisible();

  const profile = await (await request.get('/api/user/profile/', { headers: { Authorization: `Bearer ${user.token}` } })).json();
  expect(profile).toMatchObject({ username: user.username, auth: { is_vk_linked: true }, first_name: vkUser.first_name });
  expect(await page.evaluate(() => localStorage.getItem('auth_type'))).toBe('local');
});

test('inside Telegram the embedded login is a plain login page too: a Telegram user links VK from the Mini App', async ({ page, request }) => {
  await installTelegramClient(page);
  const telegramUser = newTelegramUser('Глеб');
  await page.goto(miniAppUrl('/', telegramUser));
  await expect(page.getByTestId('profile-name')).toHaveText('Глеб');
  const vkUser = await vkUserApproving(request, 'Глеб');

  // The frame shares the Mini App's storage, launch parameters included; it used to start as a second
  // Mini App, whose guard sends /login to Home.
  const frame = await openLinkFrame(page, 'vk', 'Привязка ВКонтакте');
  await expect(frame.getByRole('navigation')).toHaveCount(0);
  await frame.getByRole('button', { name: 'Привязать ВКонтакте' }).click();

  await expect(page.getByTestId('account-link-frame')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('account-settings-dialog').getByTestId('account-vk-status')).toHaveText('Привязан');
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const profile = await (await request.get('/api/user/profile/', { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(profile).toMatchObject({ telegram_id: telegramUser.id, auth: { is_vk_linked: true, is_telegram_linked: true } });
});

test("while the sign-in settings are on their way the VK button waits without calling VK 'скоро будет доступен'", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/providers/', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await expect(vkButton(page)).toBeDisabled();
  await expect(page.getByTestId('vk-login')).not.toContainText('скоро будет доступен');
  release();
  await expect(vkButton(page)).toBeEnabled();
  await expect(page.getByTestId('vk-login')).not.toContainText('скоро будет доступен');
});
