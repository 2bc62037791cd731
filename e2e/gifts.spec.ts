import { test } from '@playwright/test';
import { GIFTS, MEMORY_GIFT_KEY, giftIdOf } from '@tracker/shared/domain';
import { holdAnswers, skipOnboarding, takesTapAbove } from './support/app.ts';
import { EARNED_BY_TWO_GOALS, achievementCoins, achievementPoints, buyGiftViaApi, earnCoins, priceOf, treasureCard } from './support/coins.ts';
import { expect } from './support/goals.ts';
import { signedInAs } from './support/session.ts';

const STARS = giftIdOf('animation_stars'); // 'Звёздный дождь', a common animation
const CROWN = giftIdOf('animation_crown'); // legendary
const ANIMATIONS = GIFTS.filter((g) => g.gift_type === 'animation').length;
const STICKER_SETS = GIFTS.filter((g) => g.gift_type === 'stickers').length;
const EARNED = EARNED_BY_TWO_GOALS;
/** The balance after buying the stars: the price spent, first_treasure paid. */
const AFTER_STARS = EARNED - priceOf(STARS) + achievementCoins('first_treasure');


test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('a user with coins buys an animation: toast, it moves to "Полученные" equipped, the balance drops', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'gift');
  expect(await earnCoins(request, token)).toBe(EARNED);
  await page.goto('/gift');

  await expect(page.getByRole('heading', { level: 1, name: 'Сокровища' })).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toContainText(String(EARNED));
  await expect(page.getByTestId('treasures-count-available')).toHaveText(String(GIFTS.length));
  await expect(page.getByTestId('treasures-count-owned')).toHaveText('0');
  // The tab names and counts read as text with a space between them.
  await expect(page.getByTestId('treasures-tab-available')).toHaveText(`Не полученные ${GIFTS.length}`);
  await expect(page.getByTestId('treasures-tab-owned')).toHaveText('Полученные 0');
  // The label alone names each tab and is its own text; the count is the tab's description.
  const ownedTab = page.getByRole('tab', { name: 'Полученные', exact: true });
  await expect(ownedTab).toHaveCount(1);
  await expect(ownedTab).toHaveAccessibleDescription('0');
  await expect(page.getByRole('tab', { name: 'Не полученные', exact: true })).toHaveAccessibleDescription(String(GIFTS.length));
  await expect(page.getByText('Полученные', { exact: true })).toHaveCount(1);
  await expect(page.getByText('Не полученные', { exact: true })).toHaveCount(1);

  // Too expensive: the button says so and cannot be pressed.
  const crown = treasureCard(page, CROWN);
  await expect(crown.getByTestId('treasure-cost')).toHaveText(`${priceOf(CROWN)} монет`);
  await expect(crown.getByTestId('treasure-action')).toHaveText('Недостаточно монет');
  await expect(crown.getByTestId('treasure-action')).toBeDisabled();

  // One chip at a time; pressing the active one clears it.
  const animations = page.getByTestId('treasures-filter-animation');
  await animations.click();
  await expect(animations).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('treasure-card')).toHaveCount(ANIMATIONS);
  await page.getByTestId('treasures-filter-stickers').click();
  await expect(animations).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('treasure-card')).toHaveCount(STICKER_SETS);
  await page.getByTestId('treasures-filter-stickers').click();
  await expect(page.getByTestId('treasure-card')).toHaveCount(GIFTS.length);
  // An unchosen chip is outlined on the card, not filled with the browser's button grey; chips
  // and the 36 px 'Получить' take taps on 44 px of height.
  expect(await animations.evaluate((chip) => getComputedStyle(chip).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  expect(await takesTapAbove(animations, 5)).toBe(true);
  expect(await takesTapAbove(treasureCard(page, STARS).getByTestId('treasure-action'), 3)).toBe(true);

  const stars = treasureCard(page, STARS);
  await expect(stars).toContainText('Звёздный дождь');
  await expect(stars).toContainText('Обычное');
  await stars.getByRole('button', { name: 'Получить' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Анимация Звёздный дождь получена и автоматически экипирована' })).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toContainText(String(AFTER_STARS));
  await expect(stars).toHaveCount(0);
  await expect(page.getByTestId('treasures-count-available')).toHaveText(String(GIFTS.length - 1));
  await expect(page.getByTestId('treasures-count-owned')).toHaveText('1');

  await page.getByTestId('treasures-tab-owned').click();
  // A chip with no match in the tab says so.
  await page.getByTestId('treasures-filter-stickers').click();
  await expect(page.getByTestId('treasures-empty-owned')).toContainText('Сокровищ этого типа здесь нет');
  await page.getByTestId('treasures-filter-stickers').click();
  const owned = treasureCard(page, STARS);
  await expect(owned).toHaveAttribute('data-equipped', 'true');
  await expect(owned.getByTestId('treasure-equipped')).toHaveText('Экипировано');
  await owned.getByRole('button', { name: 'Снять' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Анимация снята!' })).toBeVisible();
  await expect(owned).toHaveAttribute('data-equipped', 'false');
  await owned.getByRole('button', { name: 'Экипировать' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Анимация выбрана!' })).toBeVisible();
  await expect(owned).toHaveAttribute('data-equipped', 'true');

  // The purchase stands after a reload; the server's balance is the one the header showed.
  await page.reload();
  await expect(page.getByTestId('coin-balance')).toContainText(String(AFTER_STARS));
  await expect(page.getByTestId('treasures-count-owned')).toHaveText('1');
});

test('a purchase answered 200 with success: false is a failure: "Ошибка получения сокровища", nothing moves', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'giftno');
  await earnCoins(request, token);
  await page.route('**/api/gifts/receive/', (route) => route.fulfill({ status: 200, json: { success: false } }));
  await page.goto('/gift');
  const stars = treasureCard(page, STARS);
  await stars.getByRole('button', { name: 'Получить' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Ошибка получения сокровища' })).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toContainText(String(EARNED));
  await expect(stars.getByRole('button', { name: 'Получить' })).toBeVisible();
  await expect(page.getByTestId('treasures-count-owned')).toHaveText('0');
});

test("a purchase the server made whose answer was lost shows what the server holds: the treasure owned, the balance lowered", async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'giftlost');
  await earnCoins(request, token);
  // The purchase reaches the server; its answer never reaches the app (a proxy's 502 instead).
  await page.route('**/api/gifts/receive/', async (route) => {
    await route.fetch();
    await route.fulfill({ status: 502, contentType: 'text/html', body: '<html>502 Bad Gateway</html>' });
  });
  await page.goto('/gift');
  await treasureCard(page, STARS).getByRole('button', { name: 'Получить' }).click();
  const toast = page.getByTestId('toast').filter({ hasText: 'Ошибка получения сокровища' });
  await expect(toast).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toContainText(String(AFTER_STARS));
  await expect(page.getByTestId('treasures-count-owned')).toHaveText('1');
  await expect(treasureCard(page, STARS)).toHaveCount(0);
});

test("/gift says 'Загружаем сокровища...' while loading; 'Ошибка загрузки подарков' or 'Ошибка загрузки подарков пользователя' with a retry when a list fails", async ({ page, request }) => {
  await signedInAs(page, request, 'giftload');
  const failure = { status: 500, json: { success: false, error: 'Внутренняя ошибка сервера', code: 'INTERNAL' } };
  const release = await holdAnswers(page, '/api/gifts/available/', (route) => route.fulfill(failure));
  await page.goto('/gift');
  await expect(page.getByRole('status').filter({ hasText: 'Загружаем сокровища...' })).toBeVisible();
  release();
  // The catalogue failed.
  const error = page.getByRole('alert').filter({ hasText: 'Ошибка загрузки подарков' });
  await expect(error).toHaveText(/^Ошибка загрузки подарков(?! пользователя)/);
  await expect(page.getByTestId('treasure-card')).toHaveCount(0);
  await page.unroute('**/api/gifts/available/');

  // The user's own list failed.
  await page.route('**/api/gifts/user/', (route) => route.fulfill(failure));
  await error.getByRole('button', { name: 'Попробовать снова' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ошибка загрузки подарков пользователя' })).toBeVisible();
  await expect(page.getByTestId('treasure-card')).toHaveCount(0);

  await page.unroute('**/api/gifts/user/');
  await page.getByRole('alert').getByRole('button', { name: 'Попробовать снова' }).click();
  await expect(page.getByTestId('treasure-card')).toHaveCount(GIFTS.length);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("on the profile a failed load of the user's treasures says 'Ошибка загрузки подарков пользователя' in the gifts block and the animation picker, each with a retry", async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'giftprof');
  await earnCoins(request, token);
  await buyGiftViaApi(request, token, STARS);
  const release = await holdAnswers(page, '/api/gifts/user/', (route) => route.fulfill({ status: 500, json: { success: false, error: 'Внутренняя ошибка сервера', code: 'INTERNAL' } }));
  await page.goto('/profile');
  const block = page.getByTestId('profile-gifts');
  await expect(block.getByRole('status').filter({ hasText: 'Загружаем сокровища...' })).toBeVisible();
  release();
  const blockError = block.getByRole('alert');
  await expect(blockError).toContainText('Ошибка загрузки подарков пользователя');

  await page.getByTestId('animation-card').getByTestId('animation-card-change').click();
  const picker = page.getByRole('dialog', { name: 'Выбор анимации' });
  const pickerError = picker.getByRole('alert');
  await expect(pickerError).toContainText('Ошибка загрузки подарков пользователя');
  // The default stays on offer; the owned one needs the list.
  await expect(picker.getByTestId('animation-option')).toHaveCount(1);

  await page.unroute('**/api/gifts/user/');
  await pickerError.getByRole('button', { name: 'Попробовать снова' }).click();
  await expect(picker.getByTestId('animation-option')).toHaveCount(2);
  await expect(pickerError).toHaveCount(0);
  await picker.getByRole('button', { name: 'Закрыть' }).click();
  await expect(picker).toBeHidden();

  await blockError.getByRole('button', { name: 'Попробовать снова' }).click();
  await expect(block.getByTestId('profile-gift')).toHaveCount(1);
  await expect(blockError).toHaveCount(0);
});

test('a new user has nothing to spend: every price says "Недостаточно монет" and "Полученные" is empty', async ({ page, request }) => {
  await signedInAs(page, request, 'gift0');
  await page.goto('/gift');
  await expect(page.getByTestId('treasure-card')).toHaveCount(GIFTS.length);
  await expect(page.locator('[data-testid="treasure-action"][data-action="not_enough_coins"]')).toHaveCount(GIFTS.length);
  await page.getByTestId('treasures-tab-owned').click();
  await expect(page.getByTestId('treasures-empty-owned')).toContainText('Пока нет сокровищ');
});

test('back on screen, the balance shows coins another device earned meanwhile, and the shop lets the user buy with them', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'gift-return');
  await page.goto('/gift');
  await expect(page.getByTestId('coin-balance')).toHaveText('0');
  await expect(treasureCard(page, STARS).getByTestId('treasure-action')).toHaveAttribute('data-action', 'not_enough_coins');

  const earned = await earnCoins(request, token); // on the phone, say
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByTestId('coin-balance')).toHaveText(String(earned));
  await expect(treasureCard(page, STARS).getByTestId('treasure-action')).not.toHaveAttribute('data-action', 'not_enough_coins');
});

test('the profile picks the goal-completion animation among owned ones, and the celebration plays it', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'anim');
  await earnCoins(request, token);
  await buyGiftViaApi(request, token, STARS);
  await page.goto('/profile');

  const cardOnProfile = page.getByTestId('animation-card');
  await expect(cardOnProfile.getByTestId('animation-card-title')).toHaveText('Звёздный дождь');
  await cardOnProfile.getByTestId('animation-card-preview').click();
  await expect(page.getByTestId('celebration')).toHaveAttribute('data-animation', 'stars');

  await cardOnProfile.getByTestId('animation-card-change').click();
  const picker = page.getByRole('dialog', { name: 'Выбор анимации' });
  await expect(picker.getByTestId('animation-option')).toHaveCount(2);
  const thumbsUp = picker.locator('[data-testid="animation-option"][data-animation="thumbsup"]');
  await expect(thumbsUp).toContainText('Палец вверх');
  // The current one is said, not offered as a (faded) button.
  const current = picker.locator('[data-testid="animation-option"][data-animation="stars"]');
  await expect(current).toContainText('Выбрана');
  await expect(current.getByRole('button', { name: 'Выбрана' })).toHaveCount(0);
  await thumbsUp.getByRole('button', { name: 'Выбрать' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Анимация обновлена!' })).toBeVisible();
  await expect(picker).toBeHidden();
  await expect(cardOnProfile.getByTestId('animation-card-title')).toHaveText('Палец вверх');

  // The server agrees: the profile now answers no selected animation, and the shop shows it taken off.
  const profile = await request.get('/api/user/profile/', { headers: { Authorization: `Bearer ${token}` } });
  expect((await profile.json()).selected_animation).toBeNull();
  await page.goto('/gift');
  await page.getByTestId('treasures-tab-owned').click();
  await expect(treasureCard(page, STARS)).toHaveAttribute('data-equipped', 'false');
});

test('an animation card opens its preview popup: the celebration plays, the popup buys, equips and takes it off', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'animprev');
  await earnCoins(request, token);
  await page.goto('/gift');

  // Too expensive: the popup says so.
  await treasureCard(page, CROWN).getByRole('heading', { name: GIFTS[CROWN - 1]!.title }).click();
  let preview = page.getByRole('dialog', { name: GIFTS[CROWN - 1]!.title });
  await expect(preview).toContainText('Легендарное');
  await expect(page.getByTestId('celebration')).toBeVisible();
  await expect(preview.getByTestId('animation-preview-action')).toHaveText('Недостаточно монет');
  await expect(preview.getByTestId('animation-preview-action')).toBeDisabled();
  await preview.getByRole('button', { name: 'Закрыть' }).click();
  await expect(preview).toBeHidden();
  // Closing the preview ends its celebration at once (it plays 3 s): nothing is left over the app.
  await expect(page.getByTestId('celebration')).toHaveCount(0, { timeout: 1_000 });

  // The picture is a keyboard way in; opening plays the animation with the profile's player.
  await treasureCard(page, STARS).getByRole('button', { name: 'Посмотреть анимацию «Звёздный дождь»' }).click();
  preview = page.getByRole('dialog', { name: 'Звёздный дождь' });
  await expect(page.getByTestId('celebration')).toHaveAttribute('data-animation', 'stars');
  await expect(preview).toContainText('Обычное');
  await expect(preview).toContainText(GIFTS[STARS - 1]!.description);
  await preview.getByRole('button', { name: `Получить за ${priceOf(STARS)} монет` }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Анимация Звёздный дождь получена и автоматически экипирована' })).toBeVisible();
  await expect(preview.getByText('Экипировано')).toBeVisible();
  await preview.getByRole('button', { name: 'Снять' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Анимация снята!' })).toBeVisible();
  await preview.getByRole('button', { name: 'Экипировать' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Анимация выбрана!' })).toBeVisible();
  await expect(preview.getByTestId('animation-preview-action')).toHaveText('Снять');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the animation preview popup looks right in the ${scheme} theme (screenshot)`, async ({ page, request }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    const { token } = await signedInAs(page, request, `animshot${scheme}`);
    await earnCoins(request, token);
    await page.goto('/gift');
    await treasureCard(page, STARS).getByRole('heading', { name: 'Звёздный дождь' }).click();
    await expect(page.getByRole('dialog', { name: 'Звёздный дождь' })).toBeVisible();
    await expect(page.getByTestId('celebration')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`animation-preview-playing-${scheme}.png`), animations: 'disabled' });
    await expect(page.getByTestId('celebration')).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath(`animation-preview-${scheme}.png`), animations: 'disabled' });
  });
}

test("the chosen tab is in the address: 'Полученные' is /gift?tab=owned and stays chosen on a reload", async ({ page, request }) => {
  await signedInAs(page, request, 'gifttab');
  await page.goto('/gift');
  const owned = page.getByTestId('treasures-tab-owned');
  await expect(page.getByTestId('treasures-tab-available')).toHaveAttribute('aria-selected', 'true');
  await owned.click();
  await expect(page).toHaveURL('/gift?tab=owned');
  await page.reload();
  await expect(owned).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('treasures-tab-available').click();
  await expect(page).toHaveURL('/gift');
});

test("the first treasure's achievement shows on the profile gone back to, its points and status included, without a reload", async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'giftpoints');
  expect(await earnCoins(request, token)).toBe(EARNED);
  const pointsOf = async () => ((await (await request.get('/api/user/profile/', { headers: { Authorization: `Bearer ${token}` } })).json()) as { stats: { activity_points: number } }).stats.activity_points;
  const before = await pointsOf();
  await page.goto('/profile');
  await expect(page.getByTestId('activity-points')).toHaveText(String(before));

  await page.getByTestId('profile-gifts').getByRole('link').first().click();
  // 'Мемори': unlike an animation, it changes nothing else of the profile that would load it again.
  await treasureCard(page, giftIdOf(MEMORY_GIFT_KEY)).getByRole('button', { name: 'Получить' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Сокровище получено!' })).toBeVisible();
  const after = await pointsOf();
  expect(after).toBe(before + achievementPoints('first_treasure'));
  await page.getByTestId('nav-profile').click();
  await expect(page.getByTestId('activity-points')).toHaveText(String(after));
  await expect(page.getByTestId('earned-achievements').getByText('Первое сокровище', { exact: true })).toBeVisible();
});
