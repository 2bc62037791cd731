import { type APIRequestContext, type Locator, type Page, expect as baseExpect } from '@playwright/test';
import { addDays, dayKeyFor, weekdayOf } from '@tracker/shared/domain';

/** These flows run many server round trips; on a busy two-core machine 5 s per step is too tight. */
export const expect = baseExpect.configure({ timeout: 10_000 });

/** The browsers and the server run in Europe/Moscow (playwright.config.ts), so a new user's "today" is Moscow's. */
export const ZONE = 'Europe/Moscow';

/** The day `offsetDays` from today in `zone` ("2026-11-23"). */
export function dayKeyIn(offsetDays = 0, zone = ZONE): string {
  return addDays(dayKeyFor(new Date(), zone), offsetDays);
}

/** The access token of whoever is signed in on the page. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  return token as string;
}

export async function createGoalViaApi(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const response = await request.post('/api/goals/create/', { data: body, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { goal: { id: number } }).goal;
}

/** Completes the goal `goalId` through the API (PUT status completed), paying what a completion pays. */
export async function completeGoalViaApi(request: APIRequestContext, token: string, goalId: number): Promise<void> {
  const done = await request.put(`/api/goals/${goalId}/`, { data: { status: 'completed' }, headers: { Authorization: `Bearer ${token}` } });
  expect(done.ok(), await done.text()).toBe(true);
}

/** The goal/habit modal, opened with the central round button. */
export async function openGoalModal(page: Page): Promise<Locator> {
  await page.getByTestId('nav-add').click();
  const modal = page.getByRole('dialog', { name: 'Новая цель' });
  await expect(modal).toBeVisible();
  return modal;
}

/** Fills a long-term goal with sub-steps and saves it; waits for each step's saved check. */
async function createGoalViaForm(page: Page, title: string, steps: readonly string[]): Promise<void> {
  const modal = await openGoalModal(page);
  await modal.getByLabel('Название').fill(title);
  await expect(modal.getByTestId('title-counter')).toHaveText(`${title.length}/200`);
  await modal.getByLabel('Категория').selectOption({ label: 'Здоровье' });
  for (const [i, step] of steps.entries()) {
    await modal.getByRole('button', { name: 'Добавить подзадачу' }).click();
    await modal.getByLabel(`Подзадача ${i + 1}`).fill(step);
  }
  // A spinner for 1 s after typing, then the saved check on every step.
  await expect(modal.getByTestId('subgoal-saved')).toHaveCount(steps.length);
  await modal.getByRole('button', { name: 'Создать цель' }).click();
  await expect(modal).toBeHidden();
}

/** A goal card on the Target screen by its title. */
export function goalCard(page: Page, title: string): Locator {
  return page.getByTestId('goal-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Ticks the steps one by one and watches the percent follow at once; completes the goal. */
async function tickStepsAndComplete(page: Page, title: string, steps: readonly string[]): Promise<void> {
  const card = goalCard(page, title);
  await expect(card.getByRole('button', { name: 'Завершить' })).toBeDisabled();
  await card.getByRole('button', { name: `Подзадачи 0/${steps.length}` }).click();
  const percents = steps.map((_, i) => `${Math.round(((i + 1) / steps.length) * 100)}%`);
  for (const [i, step] of steps.entries()) {
    await card.getByText(step, { exact: true }).click();
    await expect(card.getByTestId('goal-progress')).toHaveText(percents[i]!);
  }
  await card.getByRole('button', { name: 'Завершить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Завершить цель?' });
  await confirm.getByRole('button', { name: 'Завершить' }).click();
  const celebration = page.getByTestId('celebration');
  await expect(celebration).toContainText('Цель завершена!');
  await expect(celebration).toHaveAttribute('data-animation', 'thumbsup');
  // It plays 3 s, then leaves.
  await expect(celebration).toBeHidden({ timeout: 6_000 });
  await page.getByRole('tab', { name: /Завершённые/ }).click();
  await expect(goalCard(page, title)).toBeVisible();
  await expect(goalCard(page, title).getByRole('button', { name: 'Вернуть в активные' })).toBeVisible();
  await page.getByRole('tab', { name: /Активные/ }).click();
  await expect(page.getByText('Нет активных целей')).toBeVisible();
}

/** The goal story of both projects: a goal with sub-steps made in the form, tracked on Home, ticked and completed on the Target screen. */
export async function goalWithStepsStory(page: Page, title: string, steps: readonly string[]): Promise<void> {
  await createGoalViaForm(page, title, steps);
  // Home tracks it at once.
  await expect(page.getByTestId('tracked-goal')).toContainText(title);
  await page.getByTestId('nav-target').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Цели и привычки' })).toBeVisible();
  await tickStepsAndComplete(page, title, steps);
}

/**
 * Creates a weekly habit on today and two other days with a daily target of 2 through the form.
 */
export async function createWeeklyHabitViaForm(page: Page, title: string): Promise<void> {
  const modal = await openGoalModal(page);
  await modal.getByRole('tab', { name: 'Привычка' }).click();
  await modal.getByLabel('Название').fill(title);
  await modal.getByLabel('Категория').selectOption({ label: 'Здоровье' });
  await modal.getByRole('tab', { name: 'Еженедельно' }).click();
  const today = weekdayOf(dayKeyIn(0));
  const keep = new Set([today, (today + 2) % 7, (today + 4) % 7]);
  const days = modal.getByRole('group', { name: 'Дни недели' });
  // Short on the button, whole in its hint.
  await expect(days.getByRole('button', { name: 'Пн', exact: true })).toHaveAttribute('title', 'Понедельник');
  for (let d = 0; d < 7; d++) {
    if (!keep.has(d)) await days.locator(`[data-weekday="${d}"]`).click();
  }
  await expect(days.locator('[aria-pressed="true"]')).toHaveCount(3);
  await modal.getByLabel('Цель на день').fill('2');
  await expect(modal.getByTestId('daily-target-label')).toHaveText('2 раз в день');
  await modal.getByRole('button', { name: 'Создать цель' }).click();
  await expect(modal).toBeHidden();
}

/** Presses + to the daily target: the streak comes from the server's answer; - undoes it. */
export async function pressPlusToTarget(card: Locator): Promise<void> {
  // Named by their signs; the words and the habit are their hint (title).
  const plus = card.getByRole('button', { name: '+', exact: true });
  const minus = card.getByRole('button', { name: '-', exact: true });
  await expect(plus).toHaveAttribute('title', /^Добавить прогресс: .+/);
  await expect(card.getByTestId('habit-today-progress')).toHaveText('0 из 2');
  await expect(card.getByTestId('habit-streak')).toHaveText('Серия: 0 дней');
  await expect(minus).toBeDisabled();
  await plus.click();
  await expect(card.getByTestId('habit-today-progress')).toHaveText('1 из 2');
  await expect(card.getByTestId('habit-streak')).toHaveText('Серия: 0 дней');
  await plus.click();
  await expect(card.getByTestId('habit-today-progress')).toHaveText('2 из 2');
  await expect(card.getByTestId('habit-streak')).toHaveText('Серия: 1 день');
  await expect(plus).toBeDisabled();
  await expect(minus).toBeEnabled();
}

/** Fills a goal and saves it, expecting the free-tier limit modal instead of a new goal. */
export async function expectLimitModalOnSave(page: Page, title: string): Promise<Locator> {
  const modal = await openGoalModal(page);
  await modal.getByLabel('Название').fill(title);
  await modal.getByLabel('Категория').selectOption({ label: 'Карьера' });
  await modal.getByRole('button', { name: 'Создать цель' }).click();
  await expect(modal).toBeHidden();
  const limit = page.getByRole('dialog', { name: 'Достигнут лимит целей' });
  await expect(limit).toBeVisible();
  await expect(limit.getByTestId('limit-modal-count')).toHaveText('3/3');
  await expect(limit.getByText('Достигнут лимит для бесплатных пользователей (3)')).toBeVisible();
  // core.md 2's buttons, in its order, under the close button.
  const buttons = ['Понятно', 'Месяц', 'Год', 'Получить подписку'];
  for (const name of buttons) await expect(limit.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(limit.getByRole('button').filter({ hasNotText: /^$/ })).toHaveText(buttons);
  return limit;
}

/**
 * Fills the free tier through the API (3 active goals), reloads Home and saves a fourth goal in the
 * form; answers the limit modal that opens instead.
 */
export async function openGoalLimitModal(page: Page, request: APIRequestContext, goals: readonly Record<string, unknown>[], fourth: string): Promise<Locator> {
  const token = await tokenOf(page);
  for (const goal of goals) await createGoalViaApi(request, token, goal);
  await page.reload();
  await expect(page.getByTestId('tracked-goal')).toHaveCount(3);
  return expectLimitModalOnSave(page, fourth);
}

/** Moves the open calendar to the month of `day`; answers that day's cell, which shows the goal `title`. */
export async function calendarCellWithGoal(page: Page, day: string, title: string): Promise<Locator> {
  const today = dayKeyIn(0);
  const months = (Number(day.slice(0, 4)) - Number(today.slice(0, 4))) * 12 + Number(day.slice(5, 7)) - Number(today.slice(5, 7));
  for (let i = 0; i < months; i++) await page.getByRole('button', { name: 'Следующий месяц' }).click();
  const cell = page.locator(`[data-testid="calendar-day"][data-day="${day}"]`);
  await expect(cell.getByTestId('calendar-goal-chip')).toHaveAttribute('title', title);
  return cell;
}
