/** The app left open across midnight: every screen moves on to the new day by itself (blind audit AW). */
import { type APIRequestContext, type Page, test } from '@playwright/test';
import { addDays, formatMonthTitle, weekdayOf } from '@tracker/shared/domain';
import { skipOnboarding } from './support/app.ts';
import { createGoalViaApi, dayKeyIn, expect, goalCard } from './support/goals.ts';
import { type SignedInUser, signedInAs } from './support/session.ts';

const today = dayKeyIn(0);
const tomorrow = addDays(today, 1);
/** Two minutes before midnight on the device (the browser runs in Moscow, as the server's users). */
const lateEvening = new Date(`${today}T23:58:00+03:00`);

async function post(request: APIRequestContext, user: SignedInUser, url: string, data: Record<string, unknown> = {}) {
  const response = await request.post(url, { data, headers: { Authorization: `Bearer ${user.token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id?: number; habit?: { id: number } };
}

/**
 * Runs the device's clock to a second before midnight of `day` and lets it go on at its own pace:
 * the screens cross midnight with nothing else happening (a jump over it would also run out the
 * time of the calls it sets off).
 */
async function crossMidnight(page: Page, day = today): Promise<void> {
  await page.clock.pauseAt(new Date(`${day}T23:59:59+03:00`));
  await page.clock.resume();
}

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test("Home at midnight: today's habits start at 0, a habit not due tomorrow leaves the list, + counts on the new day", async ({ page, request }) => {
  await page.clock.install({ time: lateEvening });
  const user = await signedInAs(page, request, 'midnighthome');
  const reading = await post(request, user, '/api/habits/create/', { title: 'Чтение', category: 1 });
  const readingId = reading.habit?.id ?? reading.id!;
  await post(request, user, `/api/habits/${readingId}/progress/add/`);
  await post(request, user, '/api/habits/create/', { title: 'Бег', category: 1, frequency: 'weekly', week_days: [weekdayOf(today)] });
  await page.goto('/');
  const readingCard = page.getByTestId('habit-compact').filter({ hasText: 'Чтение' });
  await expect(readingCard.getByTestId('habit-today-progress')).toHaveText('1 из 1');
  await expect(readingCard.getByRole('button', { name: '+', exact: true })).toBeDisabled();
  await expect(page.getByTestId('habit-compact').filter({ hasText: 'Бег' })).toBeVisible();

  await crossMidnight(page);
  await expect(readingCard.getByTestId('habit-today-progress')).toHaveText('0 из 1');
  await expect(page.getByTestId('habit-compact').filter({ hasText: 'Бег' })).toHaveCount(0);
  await readingCard.getByRole('button', { name: '+', exact: true }).click();
  await expect(readingCard.getByTestId('habit-today-progress')).toHaveText('1 из 1');

  const stored = await request.get('/api/habits/', { headers: { Authorization: `Bearer ${user.token}`, 'X-Device-Day': tomorrow } });
  const habit = ((await stored.json()) as { active_habits: { id: number; completed_dates: string[]; streak: number }[] }).active_habits.find((h) => h.id === readingId)!;
  expect(habit.completed_dates).toEqual([today, tomorrow]);
  expect(habit.streak).toBe(2);
});

test("the goals tab and the calendar at midnight: a goal due today becomes overdue, today's cell moves on", async ({ page, request }) => {
  await page.clock.install({ time: lateEvening });
  const user = await signedInAs(page, request, 'midnightgoals');
  await createGoalViaApi(request, user.token, { title: 'Сдать отчёт', category: 1, deadline: today });
  await page.goto('/target');
  const status = goalCard(page, 'Сдать отчёт').getByTestId('calendar-status');
  await expect(status).toHaveText('Срочная');
  await crossMidnight(page);
  await expect(status).toHaveText('Просрочена');

  await page.getByRole('tab', { name: 'Календарь' }).click();
  await expect(page.locator('[data-testid="calendar-day"][aria-current="date"]')).toHaveAttribute('data-day', tomorrow);
});

test("Mood 'Сегодня' at midnight: yesterday's notes leave today's list and the free limit starts again", async ({ page, request }) => {
  await page.clock.install({ time: lateEvening });
  const user = await signedInAs(page, request, 'midnightmood');
  for (const text of ['Утро', 'День', 'Вечер']) await post(request, user, '/api/notes/', { mood: 4, text });
  await page.goto('/mood');
  const todayNotes = page.getByTestId('mood-today-notes');
  await expect(todayNotes.getByText('Вечер')).toBeVisible();
  await expect(page.getByTestId('notes-limit-notice')).toBeVisible();

  await crossMidnight(page);
  await expect(todayNotes.getByText('Записей за сегодня пока нет')).toBeVisible();
  await expect(page.getByTestId('notes-limit-notice')).toHaveCount(0);
});

test("Mood 'Сегодня' whose new day fails to load says so instead of listing yesterday's notes", async ({ page, request }) => {
  await page.clock.install({ time: lateEvening });
  const user = await signedInAs(page, request, 'midnightfail');
  await post(request, user, '/api/notes/', { mood: 4, text: 'Вечер' });
  await page.route(`**/api/notes/list/?from=${tomorrow}*`, (route) => route.fulfill({ status: 500, json: { success: false, error: 'Сервер недоступен', code: 'INTERNAL' } }));
  await page.goto('/mood');
  const todayNotes = page.getByTestId('mood-today-notes');
  await expect(todayNotes.getByText('Вечер')).toBeVisible();
  await crossMidnight(page);
  await expect(todayNotes.getByText(/Сервер недоступен/)).toBeVisible();
  await expect(todayNotes.getByText('Вечер')).toHaveCount(0);
});

test('the mood calendar on the last evening of a month moves on to the new month at midnight', async ({ page, request }) => {
  const monthEnd = addDays(`${addDays(`${today.slice(0, 8)}01`, 32).slice(0, 8)}01`, -1);
  const newMonth = addDays(monthEnd, 1);
  await page.clock.install({ time: new Date(`${monthEnd}T23:58:00+03:00`) });
  await signedInAs(page, request, 'midnightmonth');
  await page.goto('/mood?tab=all');
  const title = page.getByTestId('mood-calendar-month');
  await expect(title).toHaveText(formatMonthTitle(Number(monthEnd.slice(0, 4)), Number(monthEnd.slice(5, 7))));
  await crossMidnight(page, monthEnd);
  await expect(title).toHaveText(formatMonthTitle(Number(newMonth.slice(0, 4)), Number(newMonth.slice(5, 7))));
  await expect(page.locator('[data-testid="mood-cell"][aria-current="date"]')).toHaveAttribute('data-day', newMonth);
});
