import { type Page, test } from '@playwright/test';
import { GIFTS, giftIdOf } from '@tracker/shared/domain';
import { UNAVAILABLE, skipOnboarding } from './support/app.ts';
import { buyGiftViaApi, earnCoins } from './support/coins.ts';
import { expect } from './support/goals.ts';
import { signedInAs } from './support/session.ts';

const STARS = giftIdOf('animation_stars');
const CARD = giftIdOf('card_start');

/** The profile's own load fails (the manual ?username= load is left to the server). */
async function failProfileLoad(page: Page): Promise<void> {
  await page.route('**/api/user/profile/', (route) => route.fulfill(UNAVAILABLE));
}

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('the gifts block lists the received treasures with a link to /gift; without any it links there too', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'pgifts');
  await page.goto('/profile');
  const block = page.getByTestId('profile-gifts');
  await expect(block.getByRole('heading', { name: 'Мои сокровища' })).toBeVisible();
  await expect(block.getByTestId('profile-gifts-empty')).toContainText('Пока нет сокровищ');
  await block.getByRole('link', { name: 'Перейти к сокровищам' }).click();
  await expect(page).toHaveURL('/gift');

  await earnCoins(request, token);
  await buyGiftViaApi(request, token, STARS);
  await buyGiftViaApi(request, token, CARD);
  await page.goto('/profile');
  // Newest first, each with its icon and title.
  const shown = (id: number) => `${GIFTS[id - 1]!.icon}${GIFTS[id - 1]!.title}`;
  await expect(block.getByTestId('profile-gift')).toHaveText([shown(CARD), shown(STARS)]);
  await block.getByRole('link', { name: 'Все сокровища · 2' }).click();
  await expect(page).toHaveURL('/gift');
});

test('a failed statuses load keeps the built-in ladder and says why', async ({ page, request }) => {
  await signedInAs(page, request, 'pstat');
  await page.route('**/api/user/statuses/', (route) => route.fulfill({ status: 500, json: { success: false, error: 'База данных недоступна', code: 'INTERNAL' } }));
  await page.goto('/profile');
  await expect(page.getByTestId('status-load-error')).toHaveText('Не удалось загрузить статусы: База данных недоступна');
  // rewards.md 8's other text for it, 'Ошибка загрузки статусов', is the message's title (its tooltip).
  await expect(page.getByTitle('Ошибка загрузки статусов', { exact: true })).toHaveText('Не удалось загрузить статусы: База данных недоступна');
  await expect(page.getByTestId('status-ladder').getByRole('listitem')).toHaveCount(6);
});

test('the profile error offers the debug aids: diagnostics, a manual username load with quick picks', async ({ page, request }) => {
  const { username } = await signedInAs(page, request, 'pdebug');
  await failProfileLoad(page);
  await page.goto('/profile');
  const summary = page.getByTestId('profile-summary');
  await expect(summary).toHaveAttribute('data-state', 'error');
  await expect(summary).toContainText('Сервис временно недоступен');
  // core.md 8's sentence is one element's text; its first words are an element of their own.
  await expect(page.getByText('Ошибка загрузки профиля: Сервис временно недоступен')).toHaveCount(1);
  await expect(page.getByText('Ошибка загрузки профиля', { exact: true })).toHaveCount(1);

  const debug = page.getByTestId('profile-debug');
  await debug.getByRole('button', { name: 'Диагностика' }).click();
  const diagnostics = debug.getByTestId('profile-diagnostics');
  await expect(diagnostics).toContainText(`API${new URL(page.url()).origin}/api`);
  await expect(diagnostics).toContainText('Токенсохранён');
  await expect(diagnostics).toContainText('ID пользователясохранён');
  await expect(diagnostics).toContainText('Последняя ошибкаСервис временно недоступен');

  // rewards.md 5: no name, no load.
  const field = debug.getByRole('textbox', { name: 'Имя пользователя' });
  const load = debug.getByRole('button', { name: 'Загрузить', exact: true });
  await expect(field).toHaveValue('');
  await expect(load).toBeDisabled();
  await field.fill('   ');
  await expect(load).toBeDisabled();

  // A quick pick fills the field; someone else's name answers 404, shown as the error.
  await debug.getByRole('button', { name: 'test_user' }).click();
  await expect(field).toHaveValue('test_user');
  const asked = page.waitForRequest((r) => r.url().endsWith('/api/user/profile/?username=test_user'));
  await load.click();
  await asked;
  await expect(summary).toHaveAttribute('data-state', 'error');
  await expect(summary).not.toContainText('Сервис временно недоступен');

  await field.fill(username);
  await load.click();
  await expect(summary).toHaveAttribute('data-state', 'loaded');
  await expect(page.getByTestId('profile-summary-name')).toHaveText(username);
  await expect(debug).toHaveCount(0);
});

test('"Очистить данные" forgets the stored session and the local caches and opens /login', async ({ page, request }) => {
  await signedInAs(page, request, 'pclear');
  await failProfileLoad(page);
  await page.goto('/profile');
  await page.evaluate(() => localStorage.setItem('notifications_viewed', '[1]'));
  await page.getByTestId('profile-debug').getByRole('button', { name: 'Очистить данные' }).click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('auth_user_id'), localStorage.getItem('notifications_viewed')])).toEqual([
    null,
    null,
    null,
  ]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the gifts block and the profile error with its debug aids look right in the ${scheme} theme (screenshots)`, async ({ page, request }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    const { token } = await signedInAs(page, request, `pshot${scheme}`);
    await earnCoins(request, token, 4);
    for (const gift of [STARS, CARD, giftIdOf('pot_clay')]) await buyGiftViaApi(request, token, gift);
    await page.goto('/profile');
    const block = page.getByTestId('profile-gifts');
    await expect(block.getByTestId('profile-gift')).toHaveCount(3);
    await block.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`profile-gifts-${scheme}.png`), animations: 'disabled' });

    await failProfileLoad(page);
    await page.reload();
    await page.getByTestId('profile-debug').getByRole('button', { name: 'Диагностика' }).click();
    await expect(page.getByTestId('profile-diagnostics')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`profile-error-${scheme}.png`), animations: 'disabled' });
  });
}
