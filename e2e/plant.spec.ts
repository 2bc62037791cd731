import { type Page, test } from '@playwright/test';
import { giftIdOf } from '@tracker/shared/domain';
import { skipOnboarding, toast } from './support/app.ts';
import { buyGiftViaApi, earnCoins, treasureCard } from './support/coins.ts';
import { completeGoalViaApi, createGoalViaApi, expect } from './support/goals.ts';
import { signedInAs } from './support/session.ts';

const DAY_MS = 24 * 60 * 60 * 1000;


/** Changes the stored plant the way a long-neglected one would look (the state lives only in the browser). */
async function setStoredHealth(page: Page, health: number): Promise<void> {
  await page.evaluate((h) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('plantState:'))!;
    localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key)!), health: h }));
  }, health);
}

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('an owner of "Росток удачи" sees the plant on the profile, waters and cares for it once a day, and it grows with activity', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'plant');
  await page.clock.install();
  await page.goto('/profile');
  await expect(page.getByTestId('status-card')).toBeVisible();
  await expect(page.getByTestId('plant-card')).toHaveCount(0);

  // Six goals completed pay for the plant and a pot.
  for (let i = 0; i < 3; i += 1) await earnCoins(request, token);
  await buyGiftViaApi(request, token, giftIdOf('plant_luck_sprout'));
  await buyGiftViaApi(request, token, giftIdOf('pot_clay'));
  await page.reload();

  const card = page.getByTestId('plant-card');
  await expect(card.getByRole('heading', { name: 'Личное растение' })).toBeVisible();
  await expect(card.getByTestId('plant-stage')).toHaveText('Семечко');
  await expect(card.getByTestId('plant-size')).toHaveText('Размер: маленький · Горшок: Глиняный горшок');
  await expect(card.getByTestId('plant-picture')).toHaveAttribute('data-pot', 'pot_clay');
  // A fresh plant: past activity does not count, no note means no mood yet.
  await expect(card.getByTestId('plant-health')).toHaveText('50 / 100');
  await expect(card.getByTestId('plant-growth')).toHaveText('0 / 100');
  await expect(card.getByTestId('plant-mood')).toHaveText('Расскажите о настроении в заметке — растение откликнется.');

  const water = card.getByTestId('plant-water');
  await water.click();
  await expect(toast(page, 'Растение полито!')).toContainText('+3 роста, +15 здоровья');
  await expect(card.getByTestId('plant-health')).toHaveText('65 / 100');
  await expect(card.getByTestId('plant-growth')).toHaveText('3 / 100');
  await expect(water).toHaveAttribute('data-done', 'true');
  await expect(card).toContainText('Полито сегодня');

  await water.click();
  await expect(toast(page, 'Сегодня растение уже полито. Приходите завтра!')).toBeVisible();
  await expect(card.getByTestId('plant-growth')).toHaveText('3 / 100');

  await card.getByTestId('plant-care').click();
  await expect(toast(page, 'Вы позаботились о растении!')).toContainText('+5 роста, +10 здоровья');
  await expect(card.getByTestId('plant-health')).toHaveText('75 / 100');
  await expect(card.getByTestId('plant-growth')).toHaveText('8 / 100');
  await card.getByTestId('plant-care').click();
  await expect(toast(page, 'Сегодня вы уже ухаживали за растением. Приходите завтра!')).toBeVisible();

  // A goal completed since the last look grows it (goal x8, health half of it).
  const goal = await createGoalViaApi(request, token, { title: 'Полить цветы', category: 1 });
  await completeGoalViaApi(request, token, goal.id);
  await page.reload();
  await expect(toast(page, 'Растение подросло благодаря вашей активности!')).toContainText('+8 роста, +4 здоровья');
  await expect(card.getByTestId('plant-growth')).toHaveText('16 / 100');
  await expect(card.getByTestId('plant-health')).toHaveText('79 / 100');
  await expect(water).toHaveAttribute('data-done', 'true');

  // The next day it can be watered again.
  await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + DAY_MS);
  await page.reload();
  await expect(water).toHaveAttribute('data-done', 'false');
  await water.click();
  await expect(toast(page, 'Растение полито!')).toBeVisible();
  await expect(card.getByTestId('plant-growth')).toHaveText('19 / 100');

  // Ten more days without activity: the daily tick takes 10 health, the plant wilts and asks for the user.
  await setStoredHealth(page, 25);
  await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 10 * DAY_MS);
  await page.reload();
  await expect(toast(page, 'Растению нужен уход')).toBeVisible();
  await expect(card).toHaveAttribute('data-wilted', 'true');
  await expect(card.getByTestId('plant-health')).toHaveText('15 / 100');
  await expect(card.getByTestId('plant-mood')).toHaveText('Растение завяло. Полейте его и поухаживайте за ним, чтобы оно ожило.');
  await expect(card.getByTestId('plant-comeback')).toContainText('Растение скучает по вам');
  await expect(card.getByTestId('plant-comeback')).toContainText('Вы не проявляли активности уже 11 дней.');
});

test("on /gift the plant is put on with 'Растение экипировано!' and taken off with 'Растение снято!'; refused, 'Ошибка экипировки растения' and 'Ошибка снятия растения'", async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'plantequip');
  for (let i = 0; i < 3; i += 1) await earnCoins(request, token);
  const sprout = giftIdOf('plant_luck_sprout');
  await buyGiftViaApi(request, token, sprout);
  await page.goto('/gift');
  await page.getByTestId('treasures-tab-owned').click();
  const card = treasureCard(page, sprout);
  await expect(card).toHaveAttribute('data-equipped', 'false');

  const refused = { status: 500, json: { success: false, error: 'Внутренняя ошибка сервера', code: 'INTERNAL' } };
  await page.route('**/api/gifts/equip/', (route) => route.fulfill(refused));
  await card.getByRole('button', { name: 'Экипировать' }).click();
  await expect(toast(page, 'Ошибка экипировки растения')).toBeVisible();
  await expect(card).toHaveAttribute('data-equipped', 'false');
  await page.unroute('**/api/gifts/equip/');
  await card.getByRole('button', { name: 'Экипировать' }).click();
  await expect(toast(page, 'Растение экипировано!')).toBeVisible();
  await expect(card).toHaveAttribute('data-equipped', 'true');

  await page.route('**/api/gifts/unequip/', (route) => route.fulfill(refused));
  await card.getByRole('button', { name: 'Снять' }).click();
  await expect(toast(page, 'Ошибка снятия растения')).toBeVisible();
  await expect(card).toHaveAttribute('data-equipped', 'true');
  await page.unroute('**/api/gifts/unequip/');
  await card.getByRole('button', { name: 'Снять' }).click();
  await expect(toast(page, 'Растение снято!')).toBeVisible();
  await expect(card).toHaveAttribute('data-equipped', 'false');
});

test("the profile of a plant owner asks for the treasures once and reads the app's goal and habit lists instead of loading them again", async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'plantcalls');
  for (let i = 0; i < 3; i += 1) await earnCoins(request, token);
  await buyGiftViaApi(request, token, giftIdOf('plant_luck_sprout'));
  const listed = (path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === path && r.ok());
  const homeLists = Promise.all([listed('/api/goals/'), listed('/api/habits/')]);
  await page.goto('/');
  await homeLists;

  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (['/api/gifts/user/', '/api/goals/', '/api/habits/'].includes(path)) asked.push(path);
  });
  await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Профиль' }).click();
  await expect(page.getByTestId('plant-card').getByRole('heading', { name: 'Личное растение' })).toBeVisible();
  await expect(page.getByTestId('earned-achievements')).toBeVisible();
  expect(asked.filter((path) => path === '/api/gifts/user/')).toHaveLength(1);
  expect(asked.filter((path) => path !== '/api/gifts/user/')).toEqual([]);
});
