import { type Page, test } from '@playwright/test';
import { skipOnboarding } from './support/app.ts';
import {
  calendarCellWithGoal,
  createGoalViaApi,
  createWeeklyHabitViaForm,
  dayKeyIn,
  expect,
  goalWithStepsStory,
  openGoalModal,
  openGoalLimitModal,
  pressPlusToTarget,
  tokenOf,
} from './support/goals.ts';
import { subscribeWithStars } from './support/stars.ts';
import { type TelegramUser, closingConfirmations, installTelegramClient, miniAppUrl, newTelegramUser, postedEvents } from './support/telegram.ts';

// Each test walks a whole flow (a form, several saves, a 3 s celebration).
test.describe.configure({ timeout: 60_000 });

async function openMiniApp(page: Page, name: string): Promise<TelegramUser> {
  const user = newTelegramUser(name);
  await skipOnboarding(page);
  await installTelegramClient(page);
  await page.goto(miniAppUrl('/', user));
  await expect(page.getByTestId('profile-name')).toHaveText(name, { timeout: 15_000 });
  return user;
}

test('inside Telegram: a goal with 3 sub-steps is created, ticked and completed with the celebration', async ({ page }) => {
  await openMiniApp(page, 'Дина');
  const steps = ['Шаг один', 'Шаг два', 'Шаг три'];
  await goalWithStepsStory(page, 'Прочитать книгу', steps);
});

test('inside Telegram: + on a weekly habit reaches the target with a light haptic each time', async ({ page }) => {
  await openMiniApp(page, 'Егор');
  await createWeeklyHabitViaForm(page, 'Растяжка');
  // Home's compact card has the same buttons.
  const card = page.getByTestId('habit-compact').filter({ hasText: 'Растяжка' });
  await pressPlusToTarget(card);
  const haptics = (await postedEvents(page)).filter((e) => e.type === 'web_app_trigger_haptic_feedback');
  // The central button taps once, then each successful + once.
  expect(haptics.filter((e) => JSON.stringify(e.data).includes('light')).length).toBeGreaterThanOrEqual(3);
  expect(haptics.at(-1)?.data).toMatchObject({ type: 'impact', impact_style: 'light' });
});

test('inside Telegram: the fourth goal opens the limit modal; the calendar shows a deadline', async ({ page, request }) => {
  await openMiniApp(page, 'Жанна');
  const deadline = dayKeyIn(10);
  const goals = [{ title: 'Марафон', category: 1, deadline }, { title: 'Вторая', category: 2 }, { title: 'Третья', category: 3 }];
  const limit = await openGoalLimitModal(page, request, goals, 'Четвёртая');
  await limit.getByRole('button', { name: 'Понятно' }).click();

  await page.getByTestId('tracked-goals-calendar').click();
  const cell = await calendarCellWithGoal(page, deadline, 'Марафон');
  await cell.click();
  await expect(page.getByTestId('calendar-day-popup').getByTestId('calendar-day-goal')).toContainText('Марафон');
});

test("inside Telegram: Home's 'Отслеживаемые цели' shows the newest 3 active goals and 'Ещё 2'", async ({ page, request }) => {
  // Five active goals need the subscription (the free tier allows 3).
  const user = await openMiniApp(page, 'Зоя');
  const token = await tokenOf(page);
  await subscribeWithStars(request, user, token);
  for (let i = 1; i <= 5; i++) await createGoalViaApi(request, token, { title: `Цель ${i}`, category: 1 });
  await page.reload();

  const tracked = page.getByTestId('tracked-goals');
  await expect(tracked.getByTestId('tracked-goal')).toHaveCount(3);
  await expect(tracked.getByTestId('tracked-goal')).toContainText(['Цель 5', 'Цель 4', 'Цель 3']);
  await expect(tracked.getByText(/^Ещё \d+$/)).toHaveText('Ещё 2');
});

test('inside Telegram: closing asks for confirmation while the goal form has unsaved changes, and stops once it closes', async ({ page }) => {
  await openMiniApp(page, 'Жанна');
  const closing = () => closingConfirmations(page);
  const modal = await openGoalModal(page);
  expect(await closing()).not.toContain(true);
  await modal.getByLabel('Название').fill('Пробежать марафон');
  await expect.poll(closing).toEqual([true]);
  await modal.getByRole('button', { name: 'Отмена' }).click();
  await expect(modal).toBeHidden();
  await expect.poll(closing).toEqual([true, false]);
});
