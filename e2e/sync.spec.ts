import { type Page, test } from '@playwright/test';
import { giftIdOf } from '@tracker/shared/domain';
import { holdAnswers, loseFirstAnswer, skipOnboarding, toast } from './support/app.ts';
import { buyGiftViaApi, earnCoins, treasureCard } from './support/coins.ts';
import { createGoalViaApi, expect, goalCard, openGoalModal } from './support/goals.ts';
import { noteEditor, pickMoodOnHome } from './support/notes.ts';
import { signedInAs } from './support/session.ts';

/** The app comes back on screen (another app or tab was in front). */
const comeBack = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('back on screen, the Target lists show what another device did meanwhile: its habit marks, its new and deleted goals', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'sync');
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/habits/create/', { headers, data: { title: 'Вода', category: 1, daily_target: 5 } });
  expect(created.ok()).toBe(true);
  const { habit } = (await created.json()) as { habit: { id: number } };
  const old = await createGoalViaApi(request, token, { title: 'Старая цель', category: 1 });

  await page.goto('/target?tab=habits');
  const card = page.getByTestId('habit-card').filter({ hasText: 'Вода' });
  await expect(card.getByTestId('habit-today-progress')).toHaveText('0 из 5');

  // The other device: two marks, a goal added, one deleted.
  for (let i = 0; i < 2; i++) expect((await request.post(`/api/habits/${habit.id}/progress/add/`, { headers })).ok()).toBe(true);
  await createGoalViaApi(request, token, { title: 'Новая цель', category: 1 });
  expect((await request.delete(`/api/goals/${old.id}/delete/`, { headers })).ok()).toBe(true);

  await comeBack(page);
  await expect(card.getByTestId('habit-today-progress')).toHaveText('2 из 5');
  // So '-' counts down from the server's number, not up from a stale one.
  await card.getByRole('button', { name: '-', exact: true }).click();
  await expect(card.getByTestId('habit-today-progress')).toHaveText('1 из 5');
  await page.getByRole('tab', { name: 'Цели' }).click();
  await expect(goalCard(page, 'Новая цель')).toBeVisible();
  await expect(goalCard(page, 'Старая цель')).toHaveCount(0);
});

test('editing a goal another device deleted closes the form with the server\'s word and takes the goal off the list', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'syncdel');
  const goal = await createGoalViaApi(request, token, { title: 'Удалят на телефоне', category: 1 });
  await page.goto('/target');
  const card = goalCard(page, 'Удалят на телефоне');
  await card.getByRole('button', { name: 'Редактировать' }).click();
  const form = page.getByRole('dialog');
  await expect(form).toBeVisible();
  expect((await request.delete(`/api/goals/${goal.id}/delete/`, { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Цель не найдена')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(card).toHaveCount(0);
});

test('a goal edit saved after another device ticked its sub-steps keeps those ticks', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'syncticks');
  const headers = { Authorization: `Bearer ${token}` };
  const steps = (first: boolean, second: boolean) => [
    { text: 'Купить кроссовки', completed: first },
    { text: 'Финишировать', completed: second },
  ];
  const goal = await createGoalViaApi(request, token, { title: 'Полумарафон', category: 1, subgoals: steps(true, false) });
  await page.goto('/target');
  await goalCard(page, 'Полумарафон').getByRole('button', { name: 'Редактировать' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByLabel('Подзадача 1')).toHaveValue('Купить кроссовки');
  // The other device, meanwhile: the first step unticked, the second ticked.
  expect((await request.put(`/api/goals/${goal.id}/`, { headers, data: { subgoals: steps(false, true) } })).ok()).toBe(true);
  await form.getByLabel('Подзадача 1').fill('Купить кроссовки и часы');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toBeHidden();
  const saved = (await (await request.get(`/api/goals/${goal.id}/`, { headers })).json()) as { goal: { subgoals: unknown } };
  expect(saved.goal.subgoals).toEqual([
    { text: 'Купить кроссовки и часы', completed: false },
    { text: 'Финишировать', completed: true },
  ]);
  await expect(goalCard(page, 'Полумарафон').getByRole('button', { name: 'Подзадачи 1/2' })).toBeVisible();
});

test('back on screen, the notes and the treasure shop show what another device did meanwhile', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'syncnotes');
  const headers = { Authorization: `Bearer ${token}` };
  const writeNote = async (title: string) => expect((await request.post('/api/notes/', { headers, data: { mood: 4, title } })).ok()).toBe(true);
  await page.goto('/');
  await expect(page.getByText('У вас пока нет записей')).toBeVisible();
  await writeNote('Запись с телефона');
  await comeBack(page);
  await expect(page.getByText('Запись с телефона')).toBeVisible();

  await page.getByTestId('nav-mood').click();
  const today = page.getByTestId('mood-panel-today');
  await expect(today.getByText('Запись с телефона')).toBeVisible();
  await writeNote('Вечером с телефона');
  await comeBack(page);
  await expect(today.getByText('Вечером с телефона')).toBeVisible();

  const STARS = giftIdOf('animation_stars');
  await earnCoins(request, token);
  await page.goto('/gift');
  const stars = treasureCard(page, STARS);
  await expect(stars.getByRole('button', { name: 'Получить' })).toBeVisible();
  await buyGiftViaApi(request, token, STARS);
  await comeBack(page);
  await expect(stars).toHaveCount(0);
  await expect(page.getByTestId('treasures-count-owned')).toHaveText('1');
});

test('saving a note another device deleted says so, closes the editor and takes the note off the list', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'syncnotedel');
  const headers = { Authorization: `Bearer ${token}` };
  const written = await request.post('/api/notes/', { headers, data: { mood: 3, title: 'Удалят на телефоне' } });
  const { note } = (await written.json()) as { note: { id: number } };
  await page.goto('/mood');
  const today = page.getByTestId('mood-panel-today');
  await today.getByRole('button', { name: 'Редактировать: Удалят на телефоне' }).click();
  const editor = noteEditor(page);
  await expect(editor).toBeVisible();
  expect((await request.delete(`/api/notes/${note.id}/delete/`, { headers })).ok()).toBe(true);
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Запись не найдена')).toBeVisible();
  await expect(editor).toHaveCount(0);
  await expect(today.getByText('Удалят на телефоне')).toHaveCount(0);
});

test('lists that failed to load offline load by themselves when the network is back', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'synconline');
  await createGoalViaApi(request, token, { title: 'Пробежка', category: 1 });
  await page.route('**/api/goals/', (route) => route.abort('internetdisconnected'));
  await page.goto('/target');
  await expect(page.getByText(/^Не удалось загрузить цели: /)).toBeVisible();
  await page.unroute('**/api/goals/');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(goalCard(page, 'Пробежка')).toBeVisible();
  await expect(page.getByText(/^Не удалось загрузить цели: /)).toHaveCount(0);
});

test('saving again after a lost answer makes one goal and one note, not two', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'synconce');
  const headers = { Authorization: `Bearer ${token}` };
  // Each create reaches the server, but its first answer is lost on the way back.
  for (const path of ['/api/goals/create/', '/api/notes/']) await loseFirstAnswer(page, path);
  await page.goto('/target');
  const form = await openGoalModal(page);
  await form.getByLabel('Название').fill('Один раз');
  await form.getByLabel('Категория').selectOption({ label: 'Здоровье' });
  await form.getByRole('button', { name: 'Создать цель' }).click();
  await expect(toast(page, 'Ошибка')).toBeVisible();
  await form.getByRole('button', { name: 'Создать цель' }).click();
  await expect(form).toBeHidden();
  await expect(goalCard(page, 'Один раз')).toHaveCount(1);
  const goals = (await (await request.get('/api/goals/', { headers })).json()) as { active_goals: unknown[] };
  expect(goals.active_goals).toHaveLength(1);

  await page.goto('/');
  await pickMoodOnHome(page, 4);
  const editor = noteEditor(page);
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Ошибка')).toBeVisible();
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(editor).toHaveCount(0);
  const notes = (await (await request.get('/api/notes/list/', { headers })).json()) as { notes: unknown[] };
  expect(notes.notes).toHaveLength(1);
});

test('on a slow network a pressed + shows it was taken: the count fades until the answer, presses meanwhile wait', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'syncslow');
  const created = await request.post('/api/habits/create/', { headers: { Authorization: `Bearer ${token}` }, data: { title: 'Вода', category: 1, daily_target: 5 } });
  expect(created.ok()).toBe(true);
  await page.goto('/target?tab=habits');
  const card = page.getByTestId('habit-card').filter({ hasText: 'Вода' });
  const progress = card.getByTestId('habit-progress');
  const count = card.getByTestId('habit-today-progress');
  await expect(count).toHaveText('0 из 5');
  const release = await holdAnswers(page, '/api/habits/*/progress/add/');
  await card.getByRole('button', { name: '+', exact: true }).click();
  await expect(progress).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => count.evaluate((el) => getComputedStyle(el).opacity)).toBe('0.45');
  await card.getByRole('button', { name: '+', exact: true }).click();
  release();
  await expect(count).toHaveText('1 из 5');
  await expect(progress).not.toHaveAttribute('aria-busy');
  await expect.poll(() => count.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  const habits = (await (await request.get('/api/habits/', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    active_habits: { daily_progress: number }[];
  };
  expect(habits.active_habits[0]!.daily_progress).toBe(1);
});

test("a + or - the server refuses because another device moved the count shows its word and brings the card up to the server's count", async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'syncrefused');
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/habits/create/', { headers, data: { title: 'Чтение', category: 1 } });
  const { habit } = (await created.json()) as { habit: { id: number } };
  expect((await request.post(`/api/habits/${habit.id}/progress/add/`, { headers })).ok()).toBe(true);
  await page.goto('/target?tab=habits');
  const card = page.getByTestId('habit-card').filter({ hasText: 'Чтение' });
  await expect(card.getByTestId('habit-today-progress')).toHaveText('1 из 1');

  // The other device takes the mark back; this one, not told, presses '-'.
  expect((await request.post(`/api/habits/${habit.id}/progress/decrease/`, { headers })).ok()).toBe(true);
  await card.getByRole('button', { name: '-', exact: true }).click();
  await expect(toast(page, 'Прогресс за сегодня уже равен нулю')).toBeVisible();
  await expect(card.getByTestId('habit-today-progress')).toHaveText('0 из 1');
  await expect(card.getByRole('button', { name: '+', exact: true })).toBeEnabled();
});

test('a sub-step ticked here keeps the steps another device ticked meanwhile: both count, and this screen shows them', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'sync-steps');
  const steps = ['Найти зал', 'Купить абонемент', 'Сходить на тренировку'];
  const goal = await createGoalViaApi(request, token, { title: 'Начать тренироваться', category: 1, subgoals: steps });
  await page.goto('/target');
  const card = goalCard(page, 'Начать тренироваться');
  await card.getByRole('button', { name: 'Подзадачи 0/3' }).click();

  // The other device ticks the first step; this screen still shows it unticked.
  const ticked = await request.put(`/api/goals/${goal.id}/`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { subgoals: steps.map((text, i) => ({ text, completed: i === 0 })) },
  });
  expect(ticked.ok()).toBe(true);

  await card.getByText('Сходить на тренировку', { exact: true }).click();
  await expect(card.getByTestId('goal-progress')).toHaveText('67%');
  await expect(card.getByRole('button', { name: 'Подзадачи 2/3' })).toBeVisible();
  const held = await (await request.get(`/api/goals/${goal.id}/`, { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(held.goal.subgoals.map((s: { completed: boolean }) => s.completed)).toEqual([true, false, true]);
  expect(held.goal.progress).toBe(67);
});
