import { type Page, test } from '@playwright/test';
import { GIFTS } from '@tracker/shared/domain';
import { registerViaApi, skipOnboarding, uniqueUsername } from './support/app.ts';
import { EARNED_BY_TWO_GOALS, earnCoins } from './support/coins.ts';
import { expect } from './support/goals.ts';
import { storeSession } from './support/session.ts';

const STARS = 1; // 'Звёздный дождь', common animation, 30 coins
const CROWN = GIFTS.findIndex((g) => g.key === 'animation_crown') + 1; // legendary, 250 coins
const EARNED = EARNED_BY_TWO_GOALS;
const FIRST_TREASURE = 10;

const card = (page: Page, giftId: number) => page.locator(`[data-testid="treasure-card"][data-gift-id="${giftId}"]`);

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('a user with coins buys an animation: toast, it moves to "Полученные" equipped, the balance drops', async ({ page, request }) => {
  const username = uniqueUsername('gift');
  const session = await registerViaApi(request, username);
  expect(await earnCoins(request, session.token)).toBe(EARNED);
  await storeSession(page, { ...session, username });
  await page.goto('/gift');

  await expect(page.getByRole('heading', { level: 1, name: 'Сокровища' })).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toContainText(String(EARNED));
  await expect(page.getByTestId('treasures-count-available')).toHaveText(String(GIFTS.length));
  await expect(page.getByTestId('treasures-count-owned')).toHaveText('0');

  // Too expensive: the button says so and cannot be pressed.
  const crown = card(page, CROWN);
  await expect(crown.getByTestId('treasure-cost')).toHaveText('250 монет');
  await expect(crown.getByTestId('treasure-action')).toHaveText('Недостаточно монет');
  await expect(crown.getByTestId('treasure-action')).toBeDisabled();

  // One chip at a time; pressing the active one clears it.
  const animations = page.getByTestId('treasures-filter-animation');
  await animations.click();
  await expect(animations).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('treasure-card')).toHaveCount(12);
  await page.getByTestId('treasures-filter-stickers').click();
  await expect(animations).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('treasures-empty-available')).toContainText('Сокровищ этого типа здесь нет');
  await page.getByTestId('treasures-filter-stickers').click();
  await expect(page.getByTestId('treasure-card')).toHaveCount(GIFTS.length);

  const stars = card(page, STARS);
  await expect(stars).toContainText('Звёздный дождь');
  await expect(stars).toContainText('Обычное');
  await stars.getByRole('button', { name: 'Получить' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Анимация Звёздный дождь получена и автоматически экипирована' })).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toContainText(String(EARNED - 30 + FIRST_TREASURE));
  await expect(stars).toHaveCount(0);
  await expect(page.getByTestId('treasures-count-available')).toHaveText(String(GIFTS.length - 1));
  await expect(page.getByTestId('treasures-count-owned')).toHaveText('1');

  await page.getByTestId('treasures-tab-owned').click();
  const owned = card(page, STARS);
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
  await expect(page.getByTestId('coin-balance')).toContainText(String(EARNED - 30 + FIRST_TREASURE));
  await expect(page.getByTestId('treasures-count-owned')).toHaveText('1');
});

test('a new user has nothing to spend: every price says "Недостаточно монет" and "Полученные" is empty', async ({ page, request }) => {
  const username = uniqueUsername('gift0');
  await storeSession(page, { ...(await registerViaApi(request, username)), username });
  await page.goto('/gift');
  await expect(page.getByTestId('treasure-card')).toHaveCount(GIFTS.length);
  await expect(page.locator('[data-testid="treasure-action"][data-action="not_enough_coins"]')).toHaveCount(GIFTS.length);
  await page.getByTestId('treasures-tab-owned').click();
  await expect(page.getByTestId('treasures-empty-owned')).toContainText('Пока нет сокровищ');
});

test('the profile picks the goal-completion animation among owned ones, and the celebration plays it', async ({ page, request }) => {
  const username = uniqueUsername('anim');
  const session = await registerViaApi(request, username);
  await earnCoins(request, session.token);
  const bought = await request.post('/api/gifts/receive/', { data: { gift_id: STARS }, headers: { Authorization: `Bearer ${session.token}` } });
  expect(bought.ok(), await bought.text()).toBe(true);
  await storeSession(page, { ...session, username });
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
  await thumbsUp.getByRole('button', { name: 'Выбрать' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Анимация обновлена!' })).toBeVisible();
  await expect(picker).toBeHidden();
  await expect(cardOnProfile.getByTestId('animation-card-title')).toHaveText('Палец вверх');

  // The server agrees: the profile now answers no selected animation, and the shop shows it taken off.
  const profile = await request.get('/api/user/profile/', { headers: { Authorization: `Bearer ${session.token}` } });
  expect((await profile.json()).selected_animation).toBeNull();
  await page.goto('/gift');
  await page.getByTestId('treasures-tab-owned').click();
  await expect(card(page, STARS)).toHaveAttribute('data-equipped', 'false');
});
