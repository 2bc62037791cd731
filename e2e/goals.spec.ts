import { test } from '@playwright/test';
import { addDays, formatDayLong, formatMonthTitle, shiftYearMonth, weekdayOf, yearMonthOf } from '@tracker/shared/domain';
import { expectWeekdaysOverDays, holdAnswers, navigateInApp, openConfirmation, skipOnboarding, toast } from './support/app.ts';
import {
  calendarCellWithGoal,
  completeGoalViaApi,
  createGoalViaApi,
  createWeeklyHabitViaForm,
  dayKeyIn,
  expect,
  expectLimitModalOnSave,
  goalCard,
  goalWithStepsStory,
  openGoalLimitModal,
  openGoalModal,
  pressPlusToTarget,
  tokenOf,
} from './support/goals.ts';
import { openHomeAs, signedInAs } from './support/session.ts';

// Each test walks a whole flow (a form, several saves, a 3 s celebration).
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page, request }) => {
  await skipOnboarding(page);
  await openHomeAs(page, await signedInAs(page, request, 'goals'));
});

test('a goal with 3 sub-steps: create, tick, complete, celebration, completed tab', async ({ page }) => {
  const steps = ['Купить кроссовки', 'Пробежать 5 км', 'Пробежать 10 км'];
  await expect(page.getByTestId('tracked-goals-empty')).toContainText('У вас пока нет целей');
  await goalWithStepsStory(page, 'Полумарафон', steps);

  // Saved on the server: still completed after a reload.
  await page.reload();
  // The sub-tabs are named by their labels alone; the counts are their descriptions.
  await expect(page.getByRole('tab', { name: 'Активные', exact: true })).toHaveAccessibleDescription('0');
  await expect(page.getByText('Активные', { exact: true })).toHaveCount(1);
  await expect(page.getByText('Завершённые', { exact: true })).toHaveCount(1);
  await page.getByRole('tab', { name: 'Завершённые', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Завершённые', exact: true })).toHaveAccessibleDescription('1');
  await expect(goalCard(page, 'Полумарафон').getByTestId('calendar-status')).toHaveText('Завершена');
  // The status is the card's one 'Завершена' (its date line says 'Выполнена …'), so a plain text lookup finds one.
  await expect(goalCard(page, 'Полумарафон').getByText('Завершена')).toHaveCount(1);
  await expect(goalCard(page, 'Полумарафон')).toContainText('Выполнена ');
});

test('Enter in a sub-step goes on to the next one, a new one after a filled last, and never saves the goal half-written', async ({ page }) => {
  let creates = 0;
  page.on('request', (r) => void (r.method() === 'POST' && r.url().includes('/api/goals/create/') && creates++));
  const modal = await openGoalModal(page);
  await modal.getByLabel('Название').fill('Выучить 100 слов');
  await modal.getByLabel('Категория').selectOption({ label: 'Обучение' });
  await modal.getByRole('button', { name: 'Добавить подзадачу' }).click();
  await expect(modal.getByLabel('Подзадача 1')).toBeFocused();
  await expect(modal.getByLabel('Подзадача 1')).toHaveAttribute('enterkeyhint', 'next');
  await page.keyboard.type('Первые 20 слов');
  await page.keyboard.press('Enter');
  await expect(modal.getByLabel('Подзадача 2')).toBeFocused();
  // An empty last one stays as it is: no third.
  await page.keyboard.press('Enter');
  await expect(modal.getByLabel('Подзадача 2')).toBeFocused();
  await expect(modal.getByLabel('Подзадача 3')).toHaveCount(0);
  await page.keyboard.type('Ещё 30 слов');
  // Back in the first, Enter goes to the second that is there.
  await modal.getByLabel('Подзадача 1').focus();
  await page.keyboard.press('Enter');
  await expect(modal.getByLabel('Подзадача 2')).toBeFocused();
  await expect(modal).toBeVisible();
  expect(creates).toBe(0);
  // Enter in the title still saves, as in a form.
  await modal.getByLabel('Название').focus();
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
  expect(creates).toBe(1);
  await expect(page.getByTestId('tracked-goal').filter({ hasText: 'Выучить 100 слов' })).toContainText('0%');
});

test("'Вернуть в активные' moves a completed goal back to 'Активные'; at 3 active goals the limit modal opens instead", async ({ page, request }) => {
  const token = await tokenOf(page);
  const book = await createGoalViaApi(request, token, { title: 'Прочитать книгу', category: 2 });
  await completeGoalViaApi(request, token, book.id);
  await navigateInApp(page, '/target');
  const activeTab = page.getByRole('tab', { name: 'Активные', exact: true });
  const completedTab = page.getByRole('tab', { name: 'Завершённые', exact: true });
  await expect(page.getByText('Нет активных целей')).toBeVisible();
  await completedTab.click();
  await goalCard(page, 'Прочитать книгу').getByRole('button', { name: 'Вернуть в активные' }).click();
  await expect(page.getByText('Нет завершённых целей')).toBeVisible();
  await expect(completedTab).toHaveAccessibleDescription('0');
  await expect(activeTab).toHaveAccessibleDescription('1');
  await activeTab.click();
  await expect(goalCard(page, 'Прочитать книгу').getByRole('button', { name: 'Завершить' })).toBeEnabled();
  // The server keeps it active.
  await page.reload();
  await expect(goalCard(page, 'Прочитать книгу').getByRole('button', { name: 'Завершить' })).toBeEnabled();

  // Completed again, with 3 other goals active: a free user cannot bring it back.
  await completeGoalViaApi(request, token, book.id);
  for (const title of ['Цель 1', 'Цель 2', 'Цель 3']) await createGoalViaApi(request, token, { title, category: 1 });
  await page.reload();
  await completedTab.click();
  await goalCard(page, 'Прочитать книгу').getByRole('button', { name: 'Вернуть в активные' }).click();
  const limit = page.getByRole('dialog', { name: 'Достигнут лимит целей' });
  await expect(limit.getByText('Вы можете создать максимум 3 цели в бесплатной версии')).toBeVisible();
  await expect(limit.getByTestId('limit-modal-count')).toHaveText('3/3');
  await expect(limit.getByRole('button', { name: 'Получить подписку' })).toBeVisible();
  await limit.getByRole('button', { name: 'Понятно' }).click();
  await expect(limit).toBeHidden();
  await expect(goalCard(page, 'Прочитать книгу').getByRole('button', { name: 'Вернуть в активные' })).toBeVisible();
  await expect(completedTab).toHaveAccessibleDescription('1');
  await expect(activeTab).toHaveAccessibleDescription('3');
});

test("'Подробнее' opens the goal's details: title, category, status, description, creation date and its actions", async ({ page, request }) => {
  const token = await tokenOf(page);
  const goal = await createGoalViaApi(request, token, {
    title: 'Выучить испанский',
    description: 'По 20 минут в день',
    category: 7,
    custom_category_title: 'Языки',
    deadline: dayKeyIn(5),
    subgoals: [{ text: 'Скачать учебник', completed: true }, { text: 'Пройти первый урок', completed: false }],
  });
  await navigateInApp(page, '/target');
  await goalCard(page, 'Выучить испанский').getByRole('button', { name: 'Подробнее' }).click();
  const details = page.getByRole('dialog', { name: 'Детали цели' });
  await expect(details.getByText('Выучить испанский', { exact: true })).toBeVisible();
  await expect(details.getByText('По 20 минут в день', { exact: true })).toBeVisible();
  // Category 7 shows its own title instead of 'Другое'.
  await expect(details.getByText('Языки', { exact: true })).toBeVisible();
  await expect(details.getByText('Другое', { exact: true })).toHaveCount(0);
  // Five days left: 'Предупреждение' (urgent only at 3 or fewer).
  await expect(details.getByTestId('calendar-status')).toHaveText('Предупреждение');
  await expect(details.getByText(`Создана ${formatDayLong(dayKeyIn(0))}`, { exact: true })).toBeVisible();

  // Its actions: 'Завершить' waits for the open step, which can be ticked right here; 'Редактировать' opens the form.
  const finish = details.getByRole('button', { name: 'Завершить' });
  await expect(finish).toBeDisabled();
  await details.getByLabel('Пройти первый урок').check();
  await expect(finish).toBeEnabled();
  await details.getByRole('button', { name: 'Редактировать' }).click();
  await expect(details).toBeHidden();
  const edit = page.getByRole('dialog', { name: 'Редактировать цель' });
  await expect(edit.getByLabel('Название', { exact: true })).toHaveValue('Выучить испанский');
  await expect(edit.getByLabel('Название категории')).toHaveValue('Языки');
  await edit.getByRole('button', { name: 'Закрыть' }).click();
  await expect(edit).toBeHidden();

  // A completed goal's details say so and offer neither action.
  await completeGoalViaApi(request, token, goal.id);
  await page.reload();
  await page.getByRole('tab', { name: 'Завершённые', exact: true }).click();
  await goalCard(page, 'Выучить испанский').getByRole('button', { name: 'Подробнее' }).click();
  await expect(details.getByTestId('calendar-status')).toHaveText('Завершена');
  await expect(details.getByRole('button', { name: 'Редактировать' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Завершить' })).toHaveCount(0);
});

test('validation messages appear after the first save attempt; save is off while invalid', async ({ page }) => {
  const modal = await openGoalModal(page);
  const save = modal.getByRole('button', { name: 'Создать цель' });
  await expect(modal.getByText('Пожалуйста, выберите категорию цели')).toHaveCount(0);
  await save.click();
  await expect(modal.getByText('Введите название')).toBeVisible();
  await expect(modal.getByText('Пожалуйста, выберите категорию цели')).toBeVisible();
  await expect(save).toBeDisabled();

  await modal.getByLabel('Название').fill('я'.repeat(201));
  await expect(modal.getByTestId('title-counter')).toHaveText('201/200');
  await expect(modal.getByText('Название слишком длинное (максимум 200 символов)')).toBeVisible();
  // Made too long after the first attempt: the toast says it too.
  await expect(page.getByText('Название цели не должно превышать 200 символов')).toBeVisible();
  await modal.getByLabel('Название').fill('Выучить испанский');
  await modal.getByLabel('Категория').selectOption({ label: 'Другое' });
  await expect(modal.getByText('Пожалуйста, введите название категории')).toBeVisible();
  await modal.getByLabel('Название категории').fill('Языки');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('tracked-goal')).toContainText('Выучить испанский');
});

test("a title over 200 is refused at the save: beside the field, and in a toast 'Название цели не должно превышать 200 символов'", async ({ page }) => {
  const modal = await openGoalModal(page);
  await modal.getByLabel('Название').fill('я'.repeat(201));
  await modal.getByLabel('Категория').selectOption({ label: 'Здоровье' });
  await expect(page.getByText('Название цели не должно превышать 200 символов')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Создать цель' }).click();
  await expect(modal.getByText('Название слишком длинное (максимум 200 символов)')).toBeVisible();
  await expect(page.getByText('Название цели не должно превышать 200 символов')).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: 'Название цели не должно превышать 200 символов' })).toContainText('Ошибка');
  await expect(modal.getByRole('button', { name: 'Создать цель' })).toBeDisabled();
  await modal.getByLabel('Название').fill('я'.repeat(200));
  await expect(modal.getByText('Название слишком длинное (максимум 200 символов)')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Создать цель' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('tracked-goal')).toHaveCount(1);
});

test("the form's icon pickers start folded: emoji tabs 'Основные' / 'Особые', an icon grid of 4 columns (6 on a wider screen); the chosen icon is saved and shown", async ({ page }) => {
  const modal = await openGoalModal(page);
  const emojiButton = modal.getByRole('button', { name: 'Эмодзи', exact: true });
  const iconsButton = modal.getByRole('button', { name: 'Иконки', exact: true });
  const choices = modal.getByRole('button', { name: /^Выбрать / });
  await expect(emojiButton).toHaveAttribute('aria-expanded', 'false');
  await expect(iconsButton).toHaveAttribute('aria-expanded', 'false');
  await expect(choices).toHaveCount(0);

  // The emoji picker: two tabs of about 48 each, different ones.
  await emojiButton.click();
  await expect(emojiButton).toHaveAttribute('aria-expanded', 'true');
  await expect(modal.getByRole('tab', { name: 'Основные' })).toHaveAttribute('aria-selected', 'true');
  await expect(modal.getByRole('button', { name: 'Выбрать 🎯' })).toBeVisible();
  const basic = await choices.allTextContents();
  await modal.getByRole('tab', { name: 'Особые' }).click();
  await expect(modal.getByRole('tab', { name: 'Особые' })).toHaveAttribute('aria-selected', 'true');
  await expect(modal.getByRole('button', { name: 'Выбрать 🎯' })).toHaveCount(0);
  const special = await choices.allTextContents();
  for (const tab of [basic, special]) {
    expect(tab.length).toBeGreaterThanOrEqual(40);
    expect(tab.length).toBeLessThanOrEqual(56);
  }
  expect(special.filter((emoji) => basic.includes(emoji))).toEqual([]);

  // The icon grid: 4 columns on the phone, 6 on a wider screen.
  await iconsButton.click();
  await expect(iconsButton).toHaveAttribute('aria-expanded', 'true');
  await expect(modal.getByRole('button', { name: 'Выбрать иконку «ракета»' })).toBeVisible();
  const columns = () => choices.evaluateAll((cells) => new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().left))).size);
  await expect.poll(columns).toBe(4);
  await page.setViewportSize({ width: 600, height: 844 });
  await expect.poll(columns).toBe(6);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(columns).toBe(4);

  await modal.getByRole('button', { name: 'Выбрать иконку «ракета»' }).click();
  await expect(modal.getByRole('button', { name: 'Выбрать иконку «ракета»' })).toHaveAttribute('aria-pressed', 'true');
  await modal.getByLabel('Название', { exact: true }).fill('Запустить проект');
  await modal.getByLabel('Категория').selectOption({ label: 'Карьера' });
  const created = page.waitForResponse((r) => r.url().endsWith('/api/goals/create/'));
  await modal.getByRole('button', { name: 'Создать цель' }).click();
  const answer = await created;
  expect(answer.request().postDataJSON()).toMatchObject({ icon: 'rocket' });
  expect(await answer.json()).toMatchObject({ goal: { icon: 'rocket' } });
  await expect(modal).toBeHidden();
  // Drawn as its emoji on Home and on the card, after a reload too.
  await expect(page.getByTestId('tracked-goal')).toContainText('🚀');
  await navigateInApp(page, '/target');
  await expect(goalCard(page, 'Запустить проект')).toContainText('🚀');
  await page.reload();
  await expect(goalCard(page, 'Запустить проект')).toContainText('🚀');
  await expect(goalCard(page, 'Запустить проект')).not.toContainText('🎯');
});

test('a weekly habit on today: + to the target shows the streak; the Home link opens the habits tab', async ({ page }) => {
  await expect(page.getByTestId('today-habits-empty')).toContainText('На сегодня привычек нет');
  await createWeeklyHabitViaForm(page, 'Отжимания');

  const home = page.getByTestId('habit-compact').filter({ hasText: 'Отжимания' });
  await expect(home).toBeVisible();
  await page.getByRole('link', { name: 'Все привычки' }).click();
  await expect(page).toHaveURL('/target');
  await expect(page.getByRole('tab', { name: 'Привычки' })).toHaveAttribute('aria-selected', 'true');

  const card = page.getByTestId('habit-card').filter({ hasText: 'Отжимания' });
  await expect(card).toContainText('2 раз в день');
  await pressPlusToTarget(card);
  // The server keeps it: a reload shows the same.
  await page.reload();
  await page.getByRole('tab', { name: 'Привычки' }).click();
  await expect(card.getByTestId('habit-today-progress')).toHaveText('2 из 2');
  await expect(card.getByTestId('habit-streak')).toHaveText('Серия: 1 день');
  // Below the target the day is not done, and the streak follows.
  await card.getByRole('button', { name: '-', exact: true }).click();
  await expect(card.getByTestId('habit-today-progress')).toHaveText('1 из 2');
  await expect(card.getByTestId('habit-streak')).toHaveText('Серия: 0 дней');
});

test('with the keyboard alone: + keeps the focus while it counts, and at the target the focus goes to -', async ({ page, request }) => {
  const created = await request.post('/api/habits/create/', { headers: { Authorization: `Bearer ${await tokenOf(page)}` }, data: { title: 'Вода', category: 1, daily_target: 3 } });
  expect(created.ok()).toBe(true);
  await page.reload();
  const card = page.getByTestId('habit-compact').filter({ hasText: 'Вода' });
  const plus = card.getByRole('button', { name: '+', exact: true });
  await expect(plus).toHaveAttribute('title', 'Добавить прогресс: Вода');
  await plus.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByTestId('habit-today-progress')).toHaveText('1 из 3');
  await expect(plus).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByTestId('habit-today-progress')).toHaveText('2 из 3');
  await page.keyboard.press('Enter');
  await expect(card.getByTestId('habit-today-progress')).toHaveText('3 из 3');
  await expect(plus).toBeDisabled();
  const minus = card.getByRole('button', { name: '-', exact: true });
  await expect(minus).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByTestId('habit-today-progress')).toHaveText('2 из 3');
  await expect(minus).toBeFocused();
});

test("a period habit made in the form ('На период', hint 21) has its chart 'День 1 из 21' with the day's status; an endless one has no chart button", async ({ page, request }) => {
  const created = await request.post('/api/habits/create/', { headers: { Authorization: `Bearer ${await tokenOf(page)}` }, data: { title: 'Вода', category: 1 } });
  expect(created.ok()).toBe(true);
  const modal = await openGoalModal(page);
  await modal.getByRole('tab', { name: 'Привычка' }).click();
  await modal.getByLabel('Название', { exact: true }).fill('Медитация');
  await modal.getByLabel('Категория').selectOption({ label: 'Здоровье' });
  await expect(modal.getByLabel('Период', { exact: true })).toHaveCount(0);
  await modal.getByRole('tab', { name: 'На период' }).click();
  const period = modal.getByLabel('Период', { exact: true });
  await expect(period).toHaveAttribute('placeholder', '21');
  await period.fill('3');
  await modal.getByLabel('Единица').selectOption({ label: 'недели' });
  // The hint under 'Цель на день' names a target only while the field holds one, a whole 1-100;
  // 'Не указано' only when it is empty (core.md 5); out of range it says nothing (the error will).
  const target = modal.getByLabel('Цель на день');
  const hint = modal.getByTestId('daily-target-label');
  await expect(hint).toHaveText('1 раз в день');
  for (const typed of ['1.5', '0', '101']) {
    await target.fill(typed);
    await expect(hint).toHaveText('\u00a0');
  }
  await target.fill('');
  await expect(hint).toHaveText('Не указано');
  await target.fill('2');
  await expect(hint).toHaveText('2 раз в день');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/habits/create/'));
  await modal.getByRole('button', { name: 'Создать цель' }).click();
  expect((await saved).request().postDataJSON()).toMatchObject({ duration: 'period', period_value: 3, period_unit: 'weeks', daily_target: 2 });
  await expect(modal).toBeHidden();

  await page.getByRole('link', { name: 'Все привычки' }).click();
  await expect(page.getByRole('tab', { name: 'Привычки' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByTestId('habit-card').filter({ hasText: 'Медитация' });
  await expect(card).toContainText('На 3 недели');
  await expect(page.getByTestId('habit-card').filter({ hasText: 'Вода' })).toContainText('Бессрочно');
  await expect(page.getByTestId('habit-card').filter({ hasText: 'Вода' }).getByRole('button', { name: 'График прогресса' })).toHaveCount(0);

  // 3 weeks are 21 days; today is the first: current, the other 20 ahead.
  const chart = page.getByRole('dialog', { name: 'Прогресс привычки' });
  const openChart = async () => {
    await card.getByRole('button', { name: 'График прогресса' }).click();
    await expect(chart).toBeVisible();
  };
  const closeChart = async () => {
    await chart.getByRole('button', { name: 'Закрыть' }).click();
    await expect(chart).toBeHidden();
  };
  await openChart();
  await expect(chart.getByRole('img', { name: 'День 1 из 21, 0%' })).toBeVisible();
  await expect(chart.getByText('Сегодня: 1', { exact: true })).toBeVisible();
  await expect(chart.getByText('Впереди: 20', { exact: true })).toBeVisible();
  await closeChart();
  // Some progress under the target: partial; the target reached: completed, 1 of 21 days is 5%.
  const plus = card.getByRole('button', { name: '+', exact: true });
  await plus.click();
  await expect(card.getByTestId('habit-today-progress')).toHaveText('1 из 2');
  await openChart();
  await expect(chart.getByText('Частично: 1', { exact: true })).toBeVisible();
  await expect(chart.getByText('Сегодня: 1', { exact: true })).toHaveCount(0);
  await closeChart();
  await plus.click();
  await expect(card.getByTestId('habit-today-progress')).toHaveText('2 из 2');
  await openChart();
  await expect(chart.getByRole('img', { name: 'День 1 из 21, 5%' })).toBeVisible();
  await expect(chart.getByText('Выполнено: 1', { exact: true })).toBeVisible();
  await expect(chart.getByText('Впереди: 20', { exact: true })).toBeVisible();
});

test("a weekly period habit done on each of its days has a full chart: its other days are 'Не по расписанию', neither missed nor ahead", async ({ page, request }) => {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  // A week from a Monday at least a week away, on Mondays, Wednesdays and Fridays.
  let monday = dayKeyIn(7);
  while (weekdayOf(monday) !== 1) monday = addDays(monday, 1);
  const onDay = (day: string) => ({ ...headers, 'X-Device-Day': day });
  const created = await request.post('/api/habits/create/', {
    headers: onDay(monday),
    data: { title: 'Бассейн', category: 1, frequency: 'weekly', week_days: [1, 3, 5], duration: 'period', period_value: 1, period_unit: 'weeks' },
  });
  const habitId = (await created.json()).id as number;
  for (const offset of [0, 2, 4]) expect((await request.post(`/api/habits/${habitId}/progress/add/`, { headers: onDay(addDays(monday, offset)) })).ok()).toBe(true);

  await page.clock.setFixedTime(new Date(`${addDays(monday, 4)}T10:00:00+03:00`));
  await page.goto('/target?tab=habits');
  await page.getByTestId('habit-card').filter({ hasText: 'Бассейн' }).getByRole('button', { name: 'График прогресса' }).click();
  const chart = page.getByRole('dialog', { name: 'Прогресс привычки' });
  await expect(chart.getByRole('img', { name: 'День 5 из 7, 100%' })).toBeVisible();
  await expect(chart.getByTestId('habit-chart-message')).toHaveText('Привычка сформирована! Отличная работа!');
  await expect(chart.getByText('Выполнено: 3', { exact: true })).toBeVisible();
  await expect(chart.getByText('Не по расписанию: 4', { exact: true })).toBeVisible();
  await expect(chart.getByText(/^(Пропущено|Впереди|Сегодня):/)).toHaveCount(0);
});

test("a + the server refuses says 'Привычка уже выполнена сегодня!' or 'Достигнута дневная цель!' and shows today done", async ({ page, request }) => {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const water = (await (await request.post('/api/habits/create/', { headers, data: { title: 'Вода', category: 1, daily_target: 2 } })).json()) as { id: number };
  expect((await request.post('/api/habits/create/', { headers, data: { title: 'Чтение', category: 2, daily_target: 3 } })).ok()).toBe(true);
  await navigateInApp(page, '/target');
  await page.getByRole('tab', { name: 'Привычки' }).click();
  const waterCard = page.getByTestId('habit-card').filter({ hasText: 'Вода' });
  await expect(waterCard.getByTestId('habit-today-progress')).toHaveText('0 из 2');
  await expect(waterCard).toContainText('Выполнено дней: 0');

  // Done meanwhile elsewhere: this page still shows 0 of 2, and the server refuses its +.
  expect((await request.post(`/api/habits/${water.id}/progress/add/`, { headers, data: { amount: 2 } })).ok()).toBe(true);
  const refused = page.waitForResponse((r) => r.url().endsWith(`/api/habits/${water.id}/progress/add/`));
  await waterCard.getByRole('button', { name: '+', exact: true }).click();
  expect((await refused).status()).toBe(400);
  await expect(toast(page, 'Привычка уже выполнена сегодня!')).toBeVisible();
  await expect(waterCard.getByTestId('habit-today-progress')).toHaveText('2 из 2');
  await expect(waterCard).toContainText('Выполнено дней: 1');
  await expect(waterCard.getByRole('button', { name: '+', exact: true })).toBeDisabled();

  // The other refusal, in the server's words.
  await page.route('**/api/habits/*/progress/add/', (route) =>
    route.fulfill({ status: 400, json: { success: false, code: 'HABIT_TARGET_EXCEEDED', error: 'Нельзя превысить дневную цель' } }),
  );
  const readingCard = page.getByTestId('habit-card').filter({ hasText: 'Чтение' });
  await expect(readingCard.getByTestId('habit-today-progress')).toHaveText('0 из 3');
  await readingCard.getByRole('button', { name: '+', exact: true }).click();
  await expect(toast(page, 'Достигнута дневная цель!')).toBeVisible();
  await expect(readingCard.getByTestId('habit-today-progress')).toHaveText('3 из 3');
  await expect(readingCard).toContainText('Выполнено дней: 1');
  await expect(readingCard.getByRole('button', { name: '+', exact: true })).toBeDisabled();
  // Neither is an error toast.
  await expect(page.getByTestId('toast').filter({ hasText: 'Ошибка' })).toHaveCount(0);
});

test("past midnight on the device a habit done the evening before is open again, its streak kept", async ({ page, request }) => {
  const token = await tokenOf(page);
  await request.post('/api/habits/create/', { headers: { Authorization: `Bearer ${token}` }, data: { title: 'Чтение', category: 1 } });
  await page.clock.install({ time: new Date(`${dayKeyIn(0)}T23:59:00+03:00`) });
  await page.goto('/target');
  await page.getByRole('tab', { name: 'Привычки' }).click();
  const card = page.getByTestId('habit-card').filter({ hasText: 'Чтение' });
  const plus = card.getByRole('button', { name: '+', exact: true });
  await plus.click();
  await expect(card.getByTestId('habit-today-progress')).toHaveText('1 из 1');
  await expect(plus).toBeDisabled();

  await page.clock.runFor(2 * 60_000); // 00:01 on the device: its day is the server's "today" now
  await page.reload();
  await page.getByRole('tab', { name: 'Привычки' }).click();
  await expect(card.getByTestId('habit-today-progress')).toHaveText('0 из 1');
  await expect(plus).toBeEnabled();
  await expect(card.getByRole('button', { name: '-', exact: true })).toBeDisabled();
  await expect(card.getByTestId('habit-streak')).toHaveText('Серия: 1 день');
  await plus.click();
  await expect(card.getByTestId('habit-streak')).toHaveText('Серия: 2 дня');
});

test("a device whose clock is set to a Monday months away sees Monday's habit due on Home and marks it on that day", async ({ page, request }) => {
  const token = await tokenOf(page);
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/habits/create/', { headers, data: { title: 'Бассейн', category: 1, frequency: 'weekly', week_days: [1] } });
  const habitId = (await created.json()).id as number;
  // The first Monday at least 100 days after the server's day.
  let monday = dayKeyIn(100);
  while (new Date(`${monday}T12:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
  await page.clock.setFixedTime(new Date(`${monday}T10:00:00+03:00`));
  await page.goto('/');
  const card = page.getByTestId('habit-compact').filter({ hasText: 'Бассейн' });
  await card.getByRole('button', { name: '+', exact: true }).click();
  await expect(card.getByTestId('habit-today-progress')).toHaveText('1 из 1');
  const stored = await (await request.get('/api/habits/', { headers })).json();
  expect(stored.active_habits.find((h: { id: number }) => h.id === habitId).completed_dates).toEqual([monday]);
});

test("'Все привычки' opens /target on habits through its stored flag, which the page clears once on screen: the next visit opens on goals", async ({ page }) => {
  await page.getByRole('link', { name: 'Все привычки' }).click();
  await expect(page).toHaveURL('/target');
  await expect(page.getByRole('tab', { name: 'Привычки' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('target-initial-tab'))).toBeNull();

  await navigateInApp(page, '/');
  await expect(page.getByRole('link', { name: 'Все привычки' })).toBeVisible();
  await page.getByTestId('nav-target').click();
  await expect(page).toHaveURL('/target');
  await expect(page.getByRole('tab', { name: 'Цели' })).toHaveAttribute('aria-selected', 'true');
});

test('the fourth goal opens the limit modal (local check), and the server 403 does too', async ({ page, request }) => {
  const limit = await openGoalLimitModal(page, request, ['Цель 1', 'Цель 2', 'Цель 3'].map((title) => ({ title, category: 1 })), 'Цель 4');
  await page.evaluate(() => {
    const w = window as unknown as { purchases: unknown[] };
    w.purchases = [];
    window.addEventListener('openSubscriptionPurchase', (e) => w.purchases.push((e as CustomEvent).detail));
  });
  await expect(limit.getByText('Вы можете создать максимум 3 цели', { exact: true })).toBeVisible();
  await limit.getByRole('button', { name: 'Год' }).click();
  await expect(limit).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { purchases: unknown[] }).purchases)).toEqual([{ plan: 'yearly' }]);

  // When the count check fails, creation goes on and the server's 403 opens the modal with its texts.
  await page.route('**/api/goals/', (route) => (route.request().method() === 'GET' ? route.abort() : route.continue()));
  const serverLimit = await expectLimitModalOnSave(page, 'Цель 4');
  await expect(serverLimit.getByText('Вы можете создать максимум 3 цели в бесплатной версии')).toBeVisible();
  await serverLimit.getByRole('button', { name: 'Понятно' }).click();
  await expect(serverLimit).toBeHidden();
  await page.unroute('**/api/goals/');
  await page.reload();
  await expect(page.getByTestId('tracked-goal')).toHaveCount(3);
});

test('on /target at the limit the upgrade card steps aside while the form or the limit modal says it', async ({ page, request }) => {
  const token = await tokenOf(page);
  for (const title of ['Цель 1', 'Цель 2', 'Цель 3']) await createGoalViaApi(request, token, { title, category: 1 });
  await navigateInApp(page, '/target');
  const card = page.getByTestId('subscription-guard-goals');
  await expect(card.getByText('Лимит бесплатной версии', { exact: true })).toBeVisible();
  await expect(card.getByText('Вы можете создать максимум 3 цели в бесплатной версии', { exact: true })).toBeVisible();
  await expect(card.getByText('Вы достигли лимита целей, получите подписку для неограниченного доступа')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Оформить подписку' })).toBeVisible();

  // The form's notice is the one on the screen: the card is not drawn (getByText finds hidden text too),
  // and an empty box of its height keeps its place: the page scrolled to its end behind the form does not move.
  const cardHeight = (await card.boundingBox())!.height;
  const scrolled = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return window.scrollY;
  });
  expect(scrolled).toBeGreaterThan(0);
  const form = await openGoalModal(page);
  await expect(form.getByTestId('limit-notice')).toHaveText('Вы достигли лимита целей, получите подписку для неограниченного доступа');
  await expect(page.getByText('Вы достигли лимита целей')).toHaveCount(1);
  await expect(card).toHaveCount(0);
  expect((await page.getByTestId('limit-place-kept').boundingBox())!.height).toBeCloseTo(cardHeight, 0);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await form.getByRole('button', { name: 'Закрыть' }).click();
  await expect(card).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // The local limit modal: its texts are found once.
  const limit = await expectLimitModalOnSave(page, 'Цель 4');
  await expect(page.getByText('Вы можете создать максимум 3 цели')).toHaveCount(1);
  await expect(limit.getByText('Вы можете создать максимум 3 цели', { exact: true })).toBeVisible();
  await expect(page.getByText('Достигнут лимит целей', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Получить подписку' })).toHaveCount(1);
  await expect(card).toHaveCount(0);
  await limit.getByRole('button', { name: 'Понятно' }).click();
  await expect(limit).toBeHidden();
  await expect(card).toBeVisible();

  // The card's 'Оформить подписку' opens the same modal, where each plan shows its price.
  await card.getByRole('button', { name: 'Оформить подписку' }).click();
  const plans = page.getByRole('dialog', { name: 'Достигнут лимит целей' });
  await expect(plans.getByRole('button', { name: 'Месяц', exact: true })).toBeVisible();
  await expect(plans.getByTestId('limit-modal-price-monthly')).toHaveText('149 звёзд');
  await expect(plans.getByTestId('limit-modal-price-yearly')).toHaveText('999 звёзд');
  await plans.getByRole('button', { name: 'Понятно' }).click();
  await expect(card).toBeVisible();

  // The server's 403 says the card's very words: still once.
  await page.route('**/api/goals/', (route) => (route.request().method() === 'GET' ? route.abort() : route.continue()));
  const serverLimit = await expectLimitModalOnSave(page, 'Цель 4');
  await expect(page.getByText('Вы можете создать максимум 3 цели в бесплатной версии')).toHaveCount(1);
  await expect(serverLimit.getByText('Вы можете создать максимум 3 цели в бесплатной версии')).toBeVisible();
  await serverLimit.getByRole('button', { name: 'Понятно' }).click();
  await expect(card).toBeVisible();
});

test('on the habits tab at the limit the upgrade card steps aside too', async ({ page, request }) => {
  const token = await tokenOf(page);
  for (const title of ['Вода', 'Зарядка', 'Чтение']) {
    const created = await request.post('/api/habits/create/', { headers: { authorization: `Bearer ${token}` }, data: { title, category: 1 } });
    expect(created.ok()).toBe(true);
  }
  await navigateInApp(page, '/target');
  await page.getByTestId('target-tab-habits').click();
  const card = page.getByTestId('subscription-guard-habits');
  await expect(card.getByText('Вы можете создать максимум 3 привычки в бесплатной версии', { exact: true })).toBeVisible();

  const form = await openGoalModal(page);
  await form.getByRole('tab', { name: 'Привычка' }).click();
  await expect(form.getByTestId('limit-notice')).toHaveText('Вы достигли лимита привычек, получите подписку для неограниченного доступа');
  await expect(page.getByText('Вы достигли лимита привычек')).toHaveCount(1);
  await expect(card).toHaveCount(0);
  await form.getByLabel('Название').fill('Медитация');
  await form.getByLabel('Категория').selectOption({ label: 'Здоровье' });
  await form.getByRole('button', { name: 'Создать цель' }).click();
  const limit = page.getByRole('dialog', { name: 'Достигнут лимит привычек' });
  await expect(limit).toBeVisible();
  await expect(page.getByText('Вы можете создать максимум 3 привычки')).toHaveCount(1);
  await expect(card).toHaveCount(0);
  await limit.getByRole('button', { name: 'Понятно' }).click();
  await expect(card).toBeVisible();
});

test("a goal's status badge follows the device's day: overdue, urgent, warning on the day the clock says", async ({ page, request }) => {
  const token = await tokenOf(page);
  // A day far ahead: on the server's day every one of these deadlines is months away ('Обычная').
  const day = dayKeyIn(400);
  const deadlines = { Просрочена: addDays(day, -1), Срочная: addDays(day, 3), Предупреждение: addDays(day, 7) };
  for (const [label, deadline] of Object.entries(deadlines)) await createGoalViaApi(request, token, { title: `Цель: ${label}`, category: 1, deadline });
  await page.clock.install({ time: new Date(`${day}T12:00:00+03:00`) });
  await page.goto('/target');
  for (const label of Object.keys(deadlines)) await expect(goalCard(page, `Цель: ${label}`).getByTestId('calendar-status')).toHaveText(label);
  await page.getByRole('tab', { name: 'Календарь' }).click();
  await page.locator(`[data-testid="calendar-day"][data-day="${deadlines.Срочная}"]`).click();
  await expect(page.getByRole('dialog').getByTestId('calendar-status')).toHaveText('Срочная');
});

test('the calendar shows a goal on its deadline day, with the day popup and the legend', async ({ page, request }) => {
  const token = await tokenOf(page);
  const deadline = dayKeyIn(3);
  await createGoalViaApi(request, token, {
    title: 'Сдать отчёт',
    description: 'Квартальный',
    category: 3,
    deadline,
    subgoals: [{ text: 'Собрать цифры', completed: true }, { text: 'Написать выводы', completed: false }],
  });
  await createGoalViaApi(request, token, { title: 'Без срока', category: 1 });

  await page.getByTestId('tracked-goals-calendar').click();
  await expect(page).toHaveURL('/target?tab=calendar');
  await expect(page.getByRole('tab', { name: 'Календарь' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('calendar-day')).toHaveCount(42);
  await expect(page.locator('[data-testid="calendar-day"][aria-current="date"]')).toHaveAttribute('data-day', dayKeyIn(0));
  // The weekday header, Monday first, spans the seven day columns.
  await expectWeekdaysOverDays(page.getByTestId('calendar-tab').getByTestId('calendar-weekdays'), page.getByTestId('calendar-day'));

  const cell = await calendarCellWithGoal(page, deadline, 'Сдать отчёт');
  await expect(page.getByTestId('legend-total')).toHaveText('2');
  await expect(page.getByTestId('legend-in-calendar')).toHaveText('1');
  await expect(page.getByTestId('legend-not-in-calendar')).toHaveText('1');
  await expect(page.getByTestId('calendar-legend')).toContainText('без срока: 1');
  // The four numbers stand on one line even where a label ('Не в календаре') wraps.
  const numberTops = await page.getByTestId('calendar-legend').locator('dd').evaluateAll((numbers) => numbers.map((n) => n.getBoundingClientRect().top));
  expect(numberTops).toHaveLength(4);
  expect(new Set(numberTops).size).toBe(1);

  await cell.click();
  const popup = page.getByTestId('calendar-day-popup');
  await expect(popup.getByRole('heading', { level: 2 })).toHaveText(/^Цели на \d{1,2} [а-я]+ \d{4}$/);
  const item = popup.getByTestId('calendar-day-goal');
  await expect(item).toContainText('Сдать отчёт');
  await expect(item).toContainText('Квартальный');
  await expect(item.getByTestId('calendar-status')).toHaveText('Срочная');
  await expect(item.getByTestId('calendar-goal-percent')).toHaveText('50%');
  await item.getByLabel('Написать выводы').check();
  await expect(item.getByTestId('calendar-goal-percent')).toHaveText('100%');
  await expect(item.getByRole('button', { name: 'Завершить' })).toBeEnabled();
  await page.keyboard.press('Escape');

  // The checkboxes hide goals; an empty day says so.
  await page.getByTestId('calendar-tab').getByLabel('Цели', { exact: true }).uncheck();
  await expect(cell.getByTestId('calendar-goal-chip')).toHaveCount(0);
  await cell.click();
  await expect(page.getByTestId('calendar-day-popup')).toContainText('Нет целей и привычек на этот день');
});

test("the calendar shows habits too: a chip on their days, '+N' beyond one chip of each, the day popup, the 'Привычки' checkbox and the legend's reasons", async ({ page, request }) => {
  const token = await tokenOf(page);
  const headers = { Authorization: `Bearer ${token}` };
  const today = dayKeyIn(0);
  const createHabit = async (data: Record<string, unknown>, deviceDay?: string) => {
    const created = await request.post('/api/habits/create/', { headers: deviceDay ? { ...headers, 'X-Device-Day': deviceDay } : headers, data: { category: 1, ...data } });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()) as { id: number };
  };
  // Not in the calendar: a 7-day habit begun 10 days ago (formed), one switched off, one without week days.
  await createHabit({ title: 'Неделя без сахара', duration: 'period', period_value: 7, period_unit: 'days' }, dayKeyIn(-10));
  const off = await createHabit({ title: 'Холодный душ' });
  expect((await request.put(`/api/habits/${off.id}/`, { headers, data: { is_active: false } })).ok()).toBe(true);
  await createHabit({ title: 'Без расписания', week_days: [] });
  // In it from today: every day, and only on today's weekday.
  await createHabit({ title: 'Вода' });
  await createHabit({ title: 'Бассейн', frequency: 'weekly', week_days: [weekdayOf(today)] });
  for (const title of ['Сдать отчёт', 'Позвонить маме']) await createGoalViaApi(request, token, { title, category: 3, deadline: today });
  await createGoalViaApi(request, token, { title: 'Через полгода', category: 1, deadline: dayKeyIn(180) });

  await navigateInApp(page, '/target?tab=calendar');
  const cell = (day: string) => page.locator(`[data-testid="calendar-day"][data-day="${day}"]`);
  // Today: two goals and two habits make one chip of each and '+2'.
  await expect(cell(today).getByTestId('calendar-goal-chip')).toHaveCount(1);
  await expect(cell(today).getByTestId('calendar-habit-chip')).toHaveCount(1);
  await expect(cell(today).getByText('+2', { exact: true })).toBeVisible();
  // Tomorrow only the daily habit is due: its chip alone.
  await expect(cell(dayKeyIn(1)).getByTestId('calendar-habit-chip')).toHaveAttribute('title', 'Вода');
  await expect(cell(dayKeyIn(1)).getByTestId('calendar-goal-chip')).toHaveCount(0);
  await expect(cell(dayKeyIn(1))).not.toContainText('+');

  // 3 goals and 5 habits; 5 in the calendar, 4 of them in this month's cells; 3 out, each with its reason.
  const legend = page.getByTestId('calendar-legend');
  await expect(page.getByTestId('legend-total')).toHaveText('8');
  await expect(page.getByTestId('legend-in-calendar')).toHaveText('5');
  await expect(legend.getByText('Отображается', { exact: true })).toBeVisible();
  await expect(page.getByTestId('legend-displayed')).toHaveText('4');
  await expect(page.getByTestId('legend-not-in-calendar')).toHaveText('3');
  for (const reason of ['завершены: 1', 'без расписания: 1', 'неактивны: 1']) await expect(legend.getByText(reason, { exact: true })).toBeVisible();
  await expect(legend.getByText(/без срока/)).toHaveCount(0);

  // The day popup lists the day's habits after its goals.
  await cell(today).click();
  const popup = page.getByTestId('calendar-day-popup');
  await expect(popup.getByRole('heading', { level: 2 })).toHaveText(`Цели на ${formatDayLong(today)}`);
  await expect(popup.getByRole('article')).toHaveCount(4);
  for (const title of ['Сдать отчёт', 'Позвонить маме', 'Вода', 'Бассейн']) await expect(popup.getByRole('article', { name: title })).toBeVisible();
  await expect(popup.getByRole('article', { name: 'Бассейн' })).toContainText('1 раз в день');
  await expect(popup.getByRole('article', { name: 'Бассейн' })).toContainText('Серия: 0 дней');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  // The 'Привычки' checkbox hides them everywhere.
  await page.getByTestId('calendar-tab').getByLabel('Привычки', { exact: true }).uncheck();
  await expect(cell(today).getByTestId('calendar-habit-chip')).toHaveCount(0);
  await expect(cell(today).getByText('+1', { exact: true })).toBeVisible();
  await expect(cell(dayKeyIn(1)).getByTestId('calendar-habit-chip')).toHaveCount(0);
  await expect(page.getByTestId('legend-displayed')).toHaveText('2');
  await cell(today).click();
  await expect(popup.getByRole('article')).toHaveCount(2);
  await expect(popup.getByRole('article', { name: 'Вода' })).toHaveCount(0);
});

test('deleting a goal asks first and says so', async ({ page, request }) => {
  await createGoalViaApi(request, await tokenOf(page), { title: 'Лишняя цель', category: 6 });
  await navigateInApp(page, '/target');
  await goalCard(page, 'Лишняя цель').getByRole('button', { name: 'Удалить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить цель?' });
  await expect(confirm).toContainText('Это действие нельзя отменить');
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(confirm).toBeHidden();
  await goalCard(page, 'Лишняя цель').getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog', { name: 'Удалить цель?' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Цель удалена')).toBeVisible();
  await expect(page.getByText('Цель была успешно удалена')).toBeVisible();
  await expect(page.getByText('Нет активных целей')).toBeVisible();
});

test("deleting a habit asks 'Удалить привычку?' first and says 'Привычка удалена'", async ({ page, request }) => {
  const created = await request.post('/api/habits/create/', { headers: { Authorization: `Bearer ${await tokenOf(page)}` }, data: { title: 'Лишняя привычка', category: 1 } });
  expect(created.ok()).toBe(true);
  await navigateInApp(page, '/target');
  await page.getByRole('tab', { name: 'Привычки' }).click();
  const card = page.getByTestId('habit-card').filter({ hasText: 'Лишняя привычка' });
  await card.getByRole('button', { name: 'Удалить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить привычку?' });
  await expect(confirm).toContainText('Это действие нельзя отменить');
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Удалить' }).click();
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(confirm).toBeHidden();
  await expect(toast(page, 'Привычка удалена')).toContainText('Привычка была успешно удалена');
  await expect(page.getByText('Нет текущих привычек')).toBeVisible();
  // Gone on the server too.
  await page.reload();
  await page.getByRole('tab', { name: 'Привычки' }).click();
  await expect(page.getByText('Нет текущих привычек')).toBeVisible();
});

test("a failed completion says 'Ошибка' / 'Не удалось завершить цель' for 3 s and leaves the goal active", async ({ page, request }) => {
  await createGoalViaApi(request, await tokenOf(page), { title: 'Прочитать книгу', category: 2 });
  await page.clock.install();
  await page.goto('/target');
  await page.route('**/api/goals/*/', (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { success: false } }) : route.continue()));
  const confirm = await openConfirmation(page, 'Завершить', 'Завершить цель?');
  // From here the page's time moves only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await confirm.getByRole('button', { name: 'Завершить', exact: true }).click();
  const failed = toast(page, 'Не удалось завершить цель');
  await expect(failed).toContainText('Ошибка');
  await expect(confirm).toBeHidden();
  // No celebration (it would still be playing: the clock stands).
  await expect(page.getByText('Цель завершена!')).toHaveCount(0);
  await page.clock.runFor(2_999);
  await expect(failed).toBeVisible();
  await page.clock.runFor(1 + 200);
  await expect(failed).toHaveCount(0);
  await expect(page.getByText('Нет активных целей')).toHaveCount(0);
  await expect(goalCard(page, 'Прочитать книгу').getByRole('button', { name: 'Завершить' })).toBeEnabled();
});

test("the header's coins follow a habit's target and a completed goal without a reload", async ({ page, request }) => {
  const token = await tokenOf(page);
  const headers = { Authorization: `Bearer ${token}` };
  await request.post('/api/habits/create/', { headers, data: { title: 'Вода', category: 1 } });
  await createGoalViaApi(request, token, { title: 'Прочитать книгу', category: 2 });
  const coins = async () => ((await (await request.get('/api/user/status/', { headers })).json()) as { coins: number }).coins;
  const balance = page.getByTestId('coin-balance');
  await page.goto('/target');
  await expect(balance).toContainText(String(await coins()));

  const before = await coins();
  await page.getByRole('tab', { name: 'Привычки' }).click();
  await page.getByTestId('habit-card').filter({ hasText: 'Вода' }).getByRole('button', { name: '+', exact: true }).click();
  await expect.poll(coins).toBeGreaterThan(before);
  await expect(balance).toContainText(String(await coins()));

  const beforeGoal = await coins();
  await page.getByRole('tab', { name: 'Цели' }).click();
  const confirm = await openConfirmation(page, 'Завершить', 'Завершить цель?');
  await confirm.getByRole('button', { name: 'Завершить', exact: true }).click();
  await expect.poll(coins).toBeGreaterThan(beforeGoal);
  await expect(balance).toContainText(String(await coins()));
});

test("a confirmation hides the page behind it from role queries: one 'Удалить', one 'Завершить'", async ({ page, request }) => {
  await createGoalViaApi(request, await tokenOf(page), { title: 'Прочитать книгу', category: 2 });
  await navigateInApp(page, '/target');
  const card = goalCard(page, 'Прочитать книгу');
  const hiddenUnderDialog = page.locator('[aria-hidden="true"][inert]');

  // Only the dialog's button: the card's is under the backdrop, inert and aria-hidden.
  const deleteConfirm = await openConfirmation(page, 'Удалить', 'Удалить цель?');
  await expect(hiddenUnderDialog).not.toHaveCount(0);
  await deleteConfirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(deleteConfirm).toBeHidden();
  await expect(hiddenUnderDialog).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Удалить', exact: true })).toBeVisible();

  const completeConfirm = await openConfirmation(page, 'Завершить', 'Завершить цель?');
  await completeConfirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(completeConfirm).toBeHidden();
  await expect(hiddenUnderDialog).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Завершить', exact: true })).toBeVisible();
});

test("the empty tabs: 'Создать первую цель' (the bar keeps the one 'Добавить цель') and 'Добавить привычку', which opens the form on a habit", async ({ page }) => {
  await navigateInApp(page, '/target');
  // The empty goals tab's button has its own name: 'Добавить цель' is the bottom bar's.
  await expect(page.getByTestId('goals-empty')).toContainText('Нет активных целей');
  await expect(page.getByRole('button', { name: 'Добавить цель' })).toHaveCount(1);
  await expect(page.getByTestId('nav-add')).toHaveAccessibleName('Добавить цель');
  await page.getByTestId('goals-empty').getByRole('button', { name: 'Создать первую цель', exact: true }).click();
  const goalModal = page.getByRole('dialog', { name: 'Новая цель' });
  await expect(goalModal.getByRole('tab', { name: 'Долгосрочная цель' })).toHaveAttribute('aria-selected', 'true');
  await goalModal.getByRole('button', { name: 'Закрыть' }).click();
  await expect(goalModal).toBeHidden();

  await page.getByTestId('target-tab-habits').click();
  await expect(page.getByTestId('habits-empty')).toContainText('Нет текущих привычек');
  await page.getByTestId('habits-subtab-completed').click();
  await expect(page.getByTestId('habits-empty')).toHaveText('Нет сформированных привычек');
  await page.getByTestId('habits-subtab-active').click();
  await expect(page.getByRole('button', { name: 'Добавить привычку' })).toHaveCount(1);
  // On the habits tab the round button adds a habit.
  await expect(page.getByTestId('nav-add')).toHaveAccessibleName('Новая привычка');
  await page.getByTestId('nav-add').click();
  const habitModal = page.getByRole('dialog', { name: 'Новая цель' });
  await expect(habitModal.getByRole('tab', { name: 'Привычка', exact: true })).toHaveAttribute('aria-selected', 'true');
  await habitModal.getByRole('button', { name: 'Закрыть' }).click();
  await expect(habitModal).toBeHidden();
  await page.getByTestId('habits-empty').getByRole('button', { name: 'Добавить привычку' }).click();
  const modal = page.getByRole('dialog', { name: 'Новая цель' });
  await expect(modal.getByRole('tab', { name: 'Привычка' })).toHaveAttribute('aria-selected', 'true');
  await expect(modal.getByLabel('Цель на день')).toHaveValue('1');
});

test("habits sit under 'Текущие' and 'Сформированные': one switched off or whose period is over is formed", async ({ page, request }) => {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const createHabit = async (data: Record<string, unknown>, extraHeaders: Record<string, string> = {}) => {
    const created = await request.post('/api/habits/create/', { headers: { ...headers, ...extraHeaders }, data: { category: 1, ...data } });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()) as { id: number };
  };
  // A 7-day habit begun on a device 10 days ago: its period is over.
  await createHabit({ title: 'Неделя без сахара', duration: 'period', period_value: 7, period_unit: 'days' }, { 'X-Device-Day': dayKeyIn(-10) });
  const off = await createHabit({ title: 'Холодный душ' });
  expect((await request.put(`/api/habits/${off.id}/`, { headers, data: { is_active: false } })).ok()).toBe(true);
  await createHabit({ title: 'Вода' });

  await navigateInApp(page, '/target');
  await page.getByRole('tab', { name: 'Привычки' }).click();
  const current = page.getByRole('tab', { name: 'Текущие', exact: true });
  const formed = page.getByRole('tab', { name: 'Сформированные', exact: true });
  await expect(current).toHaveAttribute('aria-selected', 'true');
  await expect(current).toHaveAccessibleDescription('1');
  await expect(formed).toHaveAccessibleDescription('2');
  const cards = page.getByTestId('habit-card');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Вода');

  await formed.click();
  await expect(formed).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(2);
  for (const title of ['Неделя без сахара', 'Холодный душ']) {
    const card = cards.filter({ hasText: title });
    await expect(card).toBeVisible();
    // Formed: nothing more to mark today.
    await expect(card.getByRole('button', { name: '+', exact: true })).toHaveCount(0);
  }
  await expect(cards.filter({ hasText: 'Вода' })).toHaveCount(0);
  await expect(page.getByText('Нет сформированных привычек')).toHaveCount(0);
});

test('editing converts a goal into a habit and back; a failed sub-step save reverts silently', async ({ page, request }) => {
  await createGoalViaApi(request, await tokenOf(page), {
    title: 'Пить воду',
    category: 1,
    subgoals: [{ text: 'Купить бутылку', completed: false }],
  });
  await navigateInApp(page, '/target');

  // The tick shows at once and goes back when the server refuses it; no error toast.
  let failSave: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    void page.route('**/api/goals/*/', (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      failSave = () => void route.abort();
      resolve();
    });
  });
  const card = goalCard(page, 'Пить воду');
  await card.getByRole('button', { name: 'Подзадачи 0/1' }).click();
  await card.getByText('Купить бутылку', { exact: true }).click();
  await expect(card.getByTestId('goal-progress')).toHaveText('100%');
  await held;
  failSave();
  await expect(card.getByRole('button', { name: 'Подзадачи 0/1' })).toBeVisible();
  await expect(card.getByTestId('goal-progress')).toHaveText('0%');
  await expect(page.getByText('Ошибка', { exact: true })).toHaveCount(0);
  await page.unroute('**/api/goals/*/');

  await card.getByRole('button', { name: 'Редактировать' }).click();
  const edit = page.getByRole('dialog', { name: 'Редактировать цель' });
  await edit.getByRole('tab', { name: 'Привычка' }).click();
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(edit).toBeHidden();
  // The screen follows it to the habits tab, and the goals tab is empty.
  await expect(page.getByRole('tab', { name: 'Привычки' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL('/target?tab=habits');
  const habit = page.getByTestId('habit-card').filter({ hasText: 'Пить воду' });
  await expect(habit).toContainText('Ежедневно');
  await page.getByTestId('target-tab-goals').click();
  await expect(page.getByText('Нет активных целей')).toBeVisible();
  await page.getByTestId('target-tab-habits').click();

  await habit.getByRole('button', { name: 'Редактировать' }).click();
  await edit.getByRole('tab', { name: 'Долгосрочная цель' }).click();
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Цели' })).toHaveAttribute('aria-selected', 'true');
  await expect(goalCard(page, 'Пить воду')).toBeVisible();
  await page.getByTestId('target-tab-habits').click();
  await expect(page.getByTestId('habits-empty')).toContainText('Нет текущих привычек');
  await page.getByTestId('target-tab-goals').click();
  // The server keeps it that way.
  await page.reload();
  await expect(goalCard(page, 'Пить воду')).toBeVisible();
});

test('a habit made from the goals tab shows in its own list: the screen goes to the habits tab', async ({ page }) => {
  await navigateInApp(page, '/target');
  await expect(page.getByText('Нет активных целей')).toBeVisible();
  await createWeeklyHabitViaForm(page, 'Планка');
  await expect(page.getByRole('tab', { name: 'Привычки' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('habit-card').filter({ hasText: 'Планка' })).toBeVisible();
  await expect(page).toHaveURL('/target?tab=habits');
});

test("/target says 'Загрузка...' / 'Получаем ваши цели и привычки' until its lists arrive", async ({ page }) => {
  const release = await holdAnswers(page, '/api/goals/');
  await page.goto('/target');
  const loading = page.getByRole('status').filter({ hasText: 'Загрузка...' });
  await expect(loading).toBeVisible();
  await expect(loading).toContainText('Получаем ваши цели и привычки');
  await expect(page.getByText('Нет активных целей')).toHaveCount(0);
  release();
  await expect(page.getByText('Нет активных целей')).toBeVisible();
  await expect(page.getByText('Загрузка...')).toHaveCount(0);
  await expect(page.getByText('Получаем ваши цели и привычки')).toHaveCount(0);
});

test("Home's habits say when they failed to load, even with the device's cached list shown under the error", async ({ page, request }) => {
  const token = await tokenOf(page);
  const created = await request.post('/api/habits/create/', { headers: { authorization: `Bearer ${token}` }, data: { title: 'Вода', category: 1 } });
  expect(created.ok()).toBe(true);
  await page.reload();
  const habit = page.getByTestId('habit-compact').filter({ hasText: 'Вода' });
  await expect(habit).toBeVisible(); // now cached on the device

  await page.route('**/api/habits/', (route) => route.fulfill({ status: 503, json: { success: false, error: 'Сервис временно недоступен', code: 'UNAVAILABLE' } }));
  await page.reload();
  const section = page.getByTestId('today-habits');
  await expect(section.getByText('Не удалось загрузить привычки: Сервис временно недоступен')).toBeVisible();
  await expect(habit).toBeVisible();

  await page.unroute('**/api/habits/');
  await section.getByRole('button', { name: 'Попробовать снова' }).click();
  await expect(section.getByText(/Не удалось загрузить привычки/)).toHaveCount(0);
  await expect(habit).toBeVisible();
});

test("two tabs edit one goal: each save sends what it changed, so the later one keeps the earlier one's title", async ({ page, context, request }) => {
  const token = await tokenOf(page);
  const goal = await createGoalViaApi(request, token, { title: 'Общая цель', description: 'Старое описание', category: 1 });
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto('/target');
    await goalCard(tab, 'Общая цель').getByRole('button', { name: 'Редактировать' }).click();
  }
  const formA = page.getByRole('dialog', { name: 'Редактировать цель' });
  await formA.getByLabel('Название').fill('Общая цель, новое название');
  await formA.getByRole('button', { name: 'Сохранить' }).click();
  await expect(formA).toBeHidden();

  // The second tab's form was filled before the first save and still shows the old title.
  const formB = other.getByRole('dialog', { name: 'Редактировать цель' });
  await expect(formB.getByLabel('Название')).toHaveValue('Общая цель');
  await formB.getByLabel('Описание').fill('Новое описание');
  await formB.getByRole('button', { name: 'Сохранить' }).click();
  await expect(formB).toBeHidden();

  const saved = await (await request.get(`/api/goals/${goal.id}/`, { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(saved.goal ?? saved).toMatchObject({ title: 'Общая цель, новое название', description: 'Новое описание' });
});

test("the calendar's chips of an urgent and of a warning deadline take their statuses' own colours, not one orange", async ({ page, request }) => {
  const token = await tokenOf(page);
  await createGoalViaApi(request, token, { title: 'Срочно', category: 1, deadline: dayKeyIn(2) });
  await createGoalViaApi(request, token, { title: 'Скоро', category: 1, deadline: dayKeyIn(6) });
  const chipColour = async (day: string, title: string) => {
    await page.goto('/target?tab=calendar');
    const chip = (await calendarCellWithGoal(page, day, title)).getByTestId('calendar-goal-chip');
    return chip.evaluate((element) => getComputedStyle(element).backgroundColor);
  };
  const urgent = await chipColour(dayKeyIn(2), 'Срочно');
  const warning = await chipColour(dayKeyIn(6), 'Скоро');
  expect(urgent).not.toBe(warning);
});

test("the sub-tab is in the address beside the tab: 'Сформированные' is /target?tab=habits&show=completed and stays chosen on a reload", async ({ page, request }) => {
  await signedInAs(page, request, 'subtaburl');
  await page.goto('/target?tab=habits');
  await page.getByTestId('habits-subtab-completed').click();
  await expect(page).toHaveURL('/target?tab=habits&show=completed');
  await page.reload();
  await expect(page.getByTestId('habits-subtab-completed')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('target-tab-habits')).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('habits-subtab-active').click();
  await expect(page).toHaveURL('/target?tab=habits');
  // Another tab starts on its first list.
  await page.getByTestId('target-tab-goals').click();
  await expect(page).toHaveURL('/target');
  await expect(page.getByTestId('goals-subtab-active')).toHaveAttribute('aria-selected', 'true');
});

test("the calendar's month is in the address when it is not today's: a reload keeps it, and coming back to today's month leaves the address bare", async ({ page, request }) => {
  await signedInAs(page, request, 'monthurl');
  const today = dayKeyIn(0);
  const next = shiftYearMonth(yearMonthOf(today), 1);
  const nextParam = `${next.year}-${String(next.month).padStart(2, '0')}`;
  await page.goto('/target?tab=calendar');
  const title = page.getByTestId('calendar-month');
  await page.getByRole('button', { name: 'Следующий месяц' }).click();
  await expect(page).toHaveURL(`/target?tab=calendar&month=${nextParam}`);
  await expect(title).toHaveText(formatMonthTitle(next.year, next.month));
  await page.reload();
  await expect(title).toHaveText(formatMonthTitle(next.year, next.month));
  await page.getByRole('button', { name: 'Предыдущий месяц' }).click();
  await expect(page).toHaveURL('/target?tab=calendar');
  await expect(title).toHaveText(formatMonthTitle(Number(today.slice(0, 4)), Number(today.slice(5, 7))));
});

test("with every goal finished, Home says 'Все цели завершены' and offers 'Поставить новую цель', not a first goal; so does the empty active tab", async ({ page, request }) => {
  const token = await tokenOf(page);
  const goal = await createGoalViaApi(request, token, { title: 'Пробежать марафон', category: 1 });
  await completeGoalViaApi(request, token, goal.id);
  await page.goto('/');
  const empty = page.getByTestId('tracked-goals-empty');
  await expect(empty).toContainText('Все цели завершены');
  await expect(empty).toContainText('Поставьте следующую — завершённые ждут во вкладке «Завершённые»');
  await expect(empty.getByRole('button', { name: 'Поставить новую цель' })).toBeVisible();
  await page.goto('/target');
  await expect(page.getByTestId('goals-empty')).toContainText('Нет активных целей');
  await page.getByTestId('goals-empty').getByRole('button', { name: 'Поставить новую цель', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Новая цель' })).toBeVisible();
});
