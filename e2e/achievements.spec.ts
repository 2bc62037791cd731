import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import { ACHIEVEMENTS, ACHIEVEMENTS_PAGE_SIZE, formatDayNumeric } from '@tracker/shared/domain';
import { navigateInApp, skipOnboarding } from './support/app.ts';
import { createGoalViaApi, dayKeyIn, expect, openGoalModal } from './support/goals.ts';
import { openHomeAs, signedInAs } from './support/session.ts';

/** The achievements of the catalogue (ECONOMY.md), a page of them on the screen. */
const CATALOGUE = ACHIEVEMENTS.length;
const PAGE = ACHIEVEMENTS_PAGE_SIZE;

const cards = (page: Page) => page.getByTestId('achievement-card');
const card = (page: Page, key: string) => page.locator(`[data-testid="achievement-card"][data-key="${key}"]`);

async function openTab(page: Page, name: 'Все' | 'Полученные' | 'Не полученные') {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('a new user: secrets under "Не полученные", a page at a time with "Показать еще", nothing earned yet', async ({ page, request }) => {
  await signedInAs(page, request, 'ach');
  await page.goto('/achievements?tab=not_earned');
  await expect(page.getByRole('heading', { level: 1, name: 'Достижения' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Не полученные', exact: true })).toHaveAttribute('aria-selected', 'true');

  await expect(cards(page)).toHaveCount(PAGE);
  const more = page.getByRole('button', { name: 'Показать еще' });
  await more.click();
  await expect(cards(page)).toHaveCount(CATALOGUE);
  await expect(more).toBeHidden();

  // A hidden one keeps its secret; a visible one names itself and its rewards; none is checked.
  // (a secret's own key is not sent before it is earned, so the card is found by its place)
  const secret = cards(page).filter({ hasText: 'Тайное достижение' }).first();
  await expect(secret).toHaveAttribute('data-state', 'hidden');
  await expect(secret.getByTestId('achievement-mystery')).toHaveText('🔮 Раскрой тайну');
  await expect(secret.getByTestId('achievement-coins')).toHaveCount(0);
  await expect(page.locator('[data-state="hidden"]')).toHaveCount(5);
  const firstGoal = card(page, 'first_goal');
  await expect(firstGoal).toContainText('Первая цель');
  await expect(firstGoal.getByTestId('achievement-coins')).toHaveText('+5 монет');
  await expect(firstGoal.getByTestId('achievement-points')).toHaveText('+2 очка статуса');
  await expect(page.getByTestId('achievement-check')).toHaveCount(0);

  // Another tab starts again from page 1; the URL carries it.
  await openTab(page, 'Все');
  await expect(page).toHaveURL('/achievements');
  await expect(cards(page)).toHaveCount(PAGE);
  await expect(more).toBeVisible();

  await openTab(page, 'Полученные');
  await expect(page).toHaveURL('/achievements?tab=earned');
  await expect(page.getByText('Достижения не найдены')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test('a first goal earns "Первая цель": dated today with its rewards, and the profile shows status, points and the earned list', async ({ page, request }) => {
  await openHomeAs(page, await signedInAs(page, request, 'ach'));
  const modal = await openGoalModal(page);
  await modal.getByLabel('Название').fill('Пробежать 5 км');
  await modal.getByLabel('Категория').selectOption({ label: 'Здоровье' });
  await modal.getByRole('button', { name: 'Создать цель' }).click();
  await expect(modal).toBeHidden();

  await page.getByTestId('nav-profile').click();
  await expect(page.getByTestId('status-name')).toHaveText('Новичок');
  await expect(page.getByTestId('status-place')).toHaveText('1 из 6');
  // first_goal pays 2 status points and 5 coins (ECONOMY.md); creating a goal pays nothing itself.
  await expect(page.getByTestId('activity-points')).toHaveText('2');
  await expect(page.getByTestId('status-progress')).toHaveAttribute('data-percent', '20');
  await expect(page.getByTestId('status-to-next')).toHaveText('До статуса «Исследователь» осталось 8 очков');
  await expect(page.getByTestId('status-ladder').getByRole('listitem')).toHaveText([
    /Новичок.*от 0 очков/,
    /Исследователь.*от 10 очков/,
    /Активист.*от 25 очков/,
    /Мастер.*от 50 очков/,
    /Эксперт.*от 100 очков/,
    /Легенда.*от 200 очков/,
  ]);
  await expect(page.getByTestId('coins-balance')).toHaveText('5 монет');
  await expect(page.getByTestId('coins-card')).toContainText('Тратятся только на сокровища');

  const earned = page.getByTestId('earned-achievements');
  await expect(earned.getByTestId('achievement-card')).toHaveCount(1);
  await expect(earned.getByTestId('achievement-card')).toContainText('Первая цель');
  await expect(earned.getByTestId('earned-pagination')).toHaveCount(0);

  await earned.getByRole('button', { name: 'Все достижения' }).click();
  await expect(page).toHaveURL('/achievements?tab=earned');
  await expect(page.getByRole('tab', { name: 'Полученные', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(1);
  const firstGoal = card(page, 'first_goal');
  await expect(firstGoal.getByTestId('achievement-check')).toBeVisible();
  await expect(firstGoal.getByTestId('achievement-earned-date')).toHaveText(`Получено ${formatDayNumeric(dayKeyIn(0))}`);
  await expect(firstGoal.getByTestId('achievement-coins')).toHaveText('+5 монет');
  await expect(firstGoal.getByTestId('achievement-points')).toHaveText('+2 очка статуса');

  // It left "Не полученные": the rest remain, over two pages.
  await openTab(page, 'Не полученные');
  await expect(cards(page)).toHaveCount(PAGE);
  await page.getByRole('button', { name: 'Показать еще' }).click();
  await expect(cards(page)).toHaveCount(CATALOGUE - 1);
  await expect(card(page, 'first_goal')).toHaveCount(0);

  // The back button returns to the profile.
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL('/profile');
});

test('at the top status the card says "Вы достигли максимального статуса!" and shows no progress to a next status', async ({ page, request }) => {
  await signedInAs(page, request, 'achtop');
  // 200 points, the minimum of "Легенда" (earning them honestly takes weeks), in the profile's
  // answer alone: the app reads them there and nothing overwrites them (decisions.md).
  await page.route('**/api/user/profile/', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    await route.fulfill({ response, json: { ...json, stats: { ...json.stats, activity_points: 200 } } });
  });
  await page.goto('/profile');
  const statusCard = page.getByTestId('status-card');
  await expect(statusCard.getByTestId('activity-points')).toHaveText('200');
  await expect(statusCard.getByTestId('status-name')).toHaveText('Легенда');
  await expect(statusCard.getByTestId('status-place')).toHaveText('6 из 6');
  await expect(statusCard.getByText('Вы достигли максимального статуса!', { exact: true })).toBeVisible();
  await expect(statusCard.getByTestId('status-progress')).toHaveCount(0);
  await expect(statusCard.getByText(/^До статуса/)).toHaveCount(0);
  await expect(statusCard.getByTestId('status-ladder').locator('[data-state="current"]')).toContainText('Легенда');
  await expect(statusCard.getByTestId('status-ladder').locator('[data-state="ahead"]')).toHaveCount(0);
});

test('a failed load says so and retries', async ({ page, request }) => {
  await signedInAs(page, request, 'ach');
  let failures = 1;
  await page.route('**/api/achievements/?*', async (route) => {
    if (failures > 0) {
      failures -= 1;
      await route.fulfill({ status: 500, json: { success: false, error: 'Внутренняя ошибка сервера' } });
    } else {
      await route.continue();
    }
  });
  await page.goto('/achievements');
  const error = page.getByTestId('achievements-error');
  await expect(error).toContainText('Не удалось загрузить достижения');
  await error.getByRole('button', { name: 'Попробовать снова' }).click();
  await expect(cards(page)).toHaveCount(PAGE);
  await expect(error).toBeHidden();
});

/** A fixed-offset zone where it is now between 02:00 and 03:59, so night_owl and early_bird can be earned. */
function zoneAtTwoAtNight(now = new Date()): string {
  let offset = (((2 - now.getUTCHours()) % 24) + 24) % 24;
  if (offset > 14) offset -= 24;
  // Etc/GMT signs are inverted: Etc/GMT-3 is UTC+3.
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

test('the profile pages six earned achievements five at a time and ranks 22 points as "Исследователь"', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'ach');
  const headers = { Authorization: `Bearer ${token}` };
  const call = async (method: 'post' | 'put', path: string, data: object) => {
    const response = await request[method](path, { data, headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  await call('put', '/api/user/timezone/', { timezone: zoneAtTwoAtNight() });
  const goal = await createGoalViaApi(request, token, { title: 'Прочитать книгу', category: 1 });
  await call('put', `/api/goals/${goal.id}/`, { status: 'completed' });
  const { habit } = (await call('post', '/api/habits/create/', { title: 'Зарядка', category: 1 })) as { habit: { id: number } };
  await call('post', `/api/habits/${habit.id}/progress/add/`, {});
  await call('post', '/api/notes/', { mood: 4, title: 'Ночные мысли' });

  await page.goto('/profile');
  // first_goal 2 + goals_1 3 + first_habit 2 + early_bird 3 + first_note 2 + night_owl 3, plus goal 5, habit 1, note 1.
  await expect(page.getByTestId('activity-points')).toHaveText('22');
  await expect(page.getByTestId('status-name')).toHaveText('Исследователь');
  await expect(page.getByTestId('status-place')).toHaveText('2 из 6');
  await expect(page.getByTestId('status-progress')).toHaveAttribute('data-percent', '80');
  await expect(page.getByTestId('status-to-next')).toHaveText('До статуса «Активист» осталось 3 очка');
  await expect(page.getByTestId('status-ladder').locator('[data-state="current"]')).toContainText('Исследователь');
  await expect(page.getByTestId('status-ladder').locator('[data-state="reached"]')).toContainText('Новичок');
  await expect(page.getByTestId('coins-balance')).toHaveText('68 монет');

  const earned = page.getByTestId('earned-achievements');
  await expect(earned.getByTestId('achievement-card')).toHaveCount(5);
  const pagination = earned.getByTestId('earned-pagination');
  await expect(pagination.getByRole('button', { name: /^\d+$/ })).toHaveText(['1', '2']);
  await expect(pagination.getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
  await pagination.getByRole('button', { name: '2', exact: true }).click();
  await expect(earned.getByTestId('achievement-card')).toHaveCount(1);
  await expect(pagination.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
  await pagination.getByRole('button', { name: 'Предыдущая страница' }).click();
  await expect(earned.getByTestId('achievement-card')).toHaveCount(5);

  // A secret once earned shows itself like any other.
  await page.goto('/achievements?tab=earned');
  await expect(cards(page)).toHaveCount(6);
  const owl = card(page, 'night_owl');
  await expect(owl).toHaveAttribute('data-state', 'earned');
  await expect(owl).toContainText('Ночная сова');
  await expect(owl.getByTestId('achievement-mystery')).toHaveCount(0);
  await expect(owl.getByTestId('achievement-check')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Показать еще' })).toHaveCount(0);
});

test("the back button on a screen the app was opened on goes Home, never out of the app; after a step inside the app it goes back that step", async ({ page, request }) => {
  await signedInAs(page, request, 'back');
  await page.goto('/achievements'); // the first page of this tab: behind it is only the browser's blank page
  await page.getByTestId('achievements-back').click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('profile-name')).toBeVisible();

  await page.goto('/profile');
  await navigateInApp(page, '/achievements');
  await page.getByTestId('achievements-back').click();
  await expect(page).toHaveURL('/profile');
  await page.goForward();
  await page.reload(); // the steps are counted in the history entries themselves
  await page.getByTestId('achievements-back').click();
  await expect(page).toHaveURL('/profile');
});
