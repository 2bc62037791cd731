import { type Page, test } from '@playwright/test';
import { skipOnboarding } from './support/app.ts';
import {
  calendarCell,
  createGoalViaApi,
  createGoalViaForm,
  createWeeklyHabitViaForm,
  dayKeyIn,
  expect,
  expectLimitModalOnSave,
  pressPlusToTarget,
  tickStepsAndComplete,
  tokenOf,
} from './support/goals.ts';
import { installTelegramClient, miniAppUrl, newTelegramUser, postedEvents } from './support/telegram.ts';

// Each test walks a whole flow (a form, several saves, a 3 s celebration).
test.describe.configure({ timeout: 60_000 });

async function openMiniApp(page: Page, name: string) {
  await skipOnboarding(page);
  await installTelegramClient(page);
  await page.goto(miniAppUrl('/', newTelegramUser(name)));
  await expect(page.getByTestId('profile-name')).toHaveText(name, { timeout: 15_000 });
}

test('inside Telegram: a goal with 3 sub-steps is created, ticked and completed with the celebration', async ({ page }) => {
  await openMiniApp(page, 'Дина');
  const steps = ['Шаг один', 'Шаг два', 'Шаг три'];
  await createGoalViaForm(page, 'Прочитать книгу', steps);
  await page.getByTestId('nav-target').click();
  await tickStepsAndComplete(page, 'Прочитать книгу', steps);
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
  const token = await tokenOf(page);
  const deadline = dayKeyIn(10);
  await createGoalViaApi(request, token, { title: 'Марафон', category: 1, deadline });
  await createGoalViaApi(request, token, { title: 'Вторая', category: 2 });
  await createGoalViaApi(request, token, { title: 'Третья', category: 3 });
  await page.reload();
  await expect(page.getByTestId('tracked-goal')).toHaveCount(3);
  const limit = await expectLimitModalOnSave(page, 'Четвёртая');
  await limit.getByRole('button', { name: 'Понятно' }).click();

  await page.getByTestId('tracked-goals-calendar').click();
  const cell = await calendarCell(page, deadline);
  await expect(cell.getByTestId('calendar-goal-chip')).toHaveAttribute('title', 'Марафон');
  await cell.click();
  await expect(page.getByTestId('calendar-day-popup').getByTestId('calendar-day-goal')).toContainText('Марафон');
});
