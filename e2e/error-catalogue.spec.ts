import { expect, test } from '@playwright/test';
import { UNAVAILABLE, holdAnswers, skipOnboarding, toast } from './support/app.ts';
import { completeGoalViaApi, createGoalViaApi, goalCard, openGoalModal } from './support/goals.ts';
import { openHomeAs, signedInAs } from './support/session.ts';

/** A failure that carries no text of its own: the app's words show. */
const FAILED = { status: 500, json: { success: false } };

/** Error catalogue cases (core.md 8, rewards.md 8) that only a failing or odd server answer shows. */
test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test("a notification list answered with a page instead of JSON says 'Сервер вернул не JSON ответ'", async ({ page, request }) => {
  await signedInAs(page, request, 'notjson');
  await page.route('**/api/notifications/', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>Прокси</p>' }));
  await page.goto('/bell');
  await expect(page.getByText('Ошибка при загрузке уведомлений: Сервер вернул не JSON ответ')).toBeVisible();
});

test("a profile load failing with 'не авторизован' signs out and goes to the login page", async ({ page, request }) => {
  await signedInAs(page, request, 'noauth');
  await page.route('**/api/user/profile/**', (route) => route.fulfill({ status: 500, json: { success: false, error: 'Пользователь не авторизован', code: 'INTERNAL' } }));
  await page.goto('/profile');
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test("the Mood greeting whose load fails with 'не авторизован' names the user 'Пользователь'", async ({ page, request }) => {
  const { username } = await signedInAs(page, request, 'moodauth');
  await page.route('**/api/main/', (route) => route.fulfill({ status: 500, json: { success: false, error: 'Пользователь не авторизован', code: 'INTERNAL' } }));
  const profileLoaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/profile/');
  await page.goto('/mood');
  await profileLoaded;
  // Without the failure the greeting names the user by their profile (the username here).
  await expect(page.getByText('Привет, Пользователь!')).toBeVisible();
  await expect(page.getByText(`Привет, ${username}!`)).toHaveCount(0);
  await expect(page).toHaveURL('/mood');
});

test("a Mood greeting refused with 401 even after the session was renewed names the user 'Пользователь' and keeps them signed in", async ({ page, request }) => {
  await signedInAs(page, request, 'mood401');
  await page.route('**/api/main/', (route) => route.fulfill({ status: 401, json: { success: false, error: 'Пользователь не авторизован', code: 'UNAUTHORIZED' } }));
  const renewed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/refresh/');
  await page.goto('/mood');
  expect((await renewed).ok()).toBe(true);
  await expect(page.getByText('Привет, Пользователь!')).toBeVisible();
  await expect(page).toHaveURL('/mood');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).not.toBeNull();
});

test("a push key answered as rewards.md 7 shows it (publicKey alone) is read, and a short one gives 'Invalid applicationServerKey length'", async ({ page, request }) => {
  // A browser that has not been asked yet and grants the request.
  await page.addInitScript(() => {
    let permission: NotificationPermission = 'default';
    Object.defineProperty(Notification, 'permission', { get: () => permission });
    Notification.requestPermission = async () => (permission = 'granted');
  });
  await signedInAs(page, request, 'vapid');
  await page.route('**/api/notifications/vapid-key/', (route) => route.fulfill({ status: 200, json: { publicKey: 'AAAA' } }));
  await page.goto('/bell');
  await page.getByRole('button', { name: 'Настройки' }).click();
  const panel = page.getByRole('dialog', { name: 'Настройки типов уведомлений' });
  await panel.getByTestId('push-permission').getByRole('button', { name: 'Включить' }).click();
  await expect(panel.getByTestId('push-notice')).toHaveText('Invalid applicationServerKey length');
});

test('a server that never answers: after 10 s the Home lists say so with the timeout text naming each call', async ({ page, request }) => {
  await signedInAs(page, request, 'timeout');
  await page.clock.install();
  // Every call is held, the device's time zone too (the app waits for it before its first reads).
  await page.route('**/api/**', () => {});
  // The goals section's code comes late too: until it is there, no call is made, and so the
  // section must not say 'Загружаем цели...' (a test would start its 10 s before the call's).
  const releaseCode = await holdAnswers(page, '/assets/tracked-goals-*.js');
  await page.goto('/');
  await expect(page.getByTestId('tracked-goals-loading')).toBeVisible(); // the frame that stands in for the section's code
  await expect(page.getByText('Загружаем цели...')).toHaveCount(0);
  releaseCode();
  await expect(page.getByText('Загружаем цели...')).toBeVisible();
  await expect(page.getByText('Загружаем привычки...')).toBeVisible();
  await expect(page.getByText('Загружаем заметки...')).toBeVisible();
  await page.clock.runFor(10_000);
  const goals = new URL('/api/goals/', page.url()).toString();
  await expect(page.getByText(`Не удалось загрузить цели: Таймаут запроса к API. Backend не отвечает на ${goals}`)).toBeVisible();
  const habits = new URL('/api/habits/', page.url()).toString();
  await expect(page.getByText(`Не удалось загрузить привычки: Таймаут запроса к API. Backend не отвечает на ${habits}`)).toBeVisible();
  const notes = new URL('/api/notes/list/', page.url()).toString();
  await expect(page.getByText(`Не удалось загрузить заметки: Таймаут запроса к API. Backend не отвечает на ${notes}`)).toBeVisible();
});

test("Home's notes that fail to load say 'Не удалось загрузить заметки: {reason}' and load on 'Попробовать снова'", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'notesfail');
  const written = await request.post('/api/notes/', { data: { mood: 4, title: 'Утренняя пробежка' }, headers: { Authorization: `Bearer ${user.token}` } });
  expect(written.ok()).toBe(true);
  const list = /\/api\/notes\/list\//;
  await page.route(list, (route) => route.fulfill(UNAVAILABLE));
  await openHomeAs(page, user);
  const section = page.getByTestId('home-notes');
  const error = section.getByRole('alert');
  await expect(error).toContainText('Не удалось загрузить заметки: Сервис временно недоступен');
  await page.unroute(list);
  await error.getByRole('button', { name: 'Попробовать снова' }).click();
  await expect(section.getByTestId('note-card')).toHaveCount(1);
  await expect(section.getByTestId('note-card')).toContainText('Утренняя пробежка');
  await expect(error).toHaveCount(0);
});

test("/target's lists that fail to load also toast 'Ошибка' / 'Не удалось загрузить цели' and '…загрузить привычки'", async ({ page, request }) => {
  await signedInAs(page, request, 'targetfail');
  await page.route('**/api/goals/', (route) => route.fulfill(UNAVAILABLE));
  await page.route('**/api/habits/', (route) => route.fulfill(UNAVAILABLE));
  await page.goto('/target');
  await expect(toast(page, 'Не удалось загрузить цели')).toContainText('Ошибка');
  await expect(toast(page, 'Не удалось загрузить привычки')).toContainText('Ошибка');
});

test("a habit step the server refuses without a reason toasts 'Ошибка' / 'Не удалось добавить прогресс' for + and 'Не удалось уменьшить прогресс' for -; the count stays", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'stepfail');
  const headers = { Authorization: `Bearer ${user.token}` };
  const created = await request.post('/api/habits/create/', { data: { title: 'Вода', category: 1, daily_target: 2 }, headers });
  const { habit } = (await created.json()) as { habit: { id: number } };
  expect((await request.post(`/api/habits/${habit.id}/progress/add/`, { data: {}, headers })).ok()).toBe(true);
  await page.route(/\/api\/habits\/\d+\/progress\/(add|decrease)\/$/, (route) => route.fulfill(FAILED));
  await openHomeAs(page, user);
  const card = page.getByTestId('habit-compact').filter({ hasText: 'Вода' });
  await expect(card.getByTestId('habit-today-progress')).toHaveText('1 из 2');

  await card.getByRole('button', { name: '+', exact: true }).click();
  await expect(toast(page, 'Не удалось добавить прогресс')).toContainText('Ошибка');
  await card.getByRole('button', { name: '-', exact: true }).click();
  await expect(toast(page, 'Не удалось уменьшить прогресс')).toContainText('Ошибка');
  await expect(card.getByTestId('habit-today-progress')).toHaveText('1 из 2');
  await expect(card.getByRole('button', { name: '+', exact: true })).toBeEnabled();
});

test("a habit + whose answer is lost on the way back toasts 'Не удалось добавить прогресс', then shows what the server counted: the next + is not a double", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'steplost');
  const headers = { Authorization: `Bearer ${user.token}` };
  const created = await request.post('/api/habits/create/', { data: { title: 'Вода', category: 1, daily_target: 3 }, headers });
  const { habit } = (await created.json()) as { habit: { id: number } };
  // The request reaches the server, which counts it; its answer never reaches the app.
  await page.route(/\/api\/habits\/\d+\/progress\/add\/$/, async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await openHomeAs(page, user);
  const card = page.getByTestId('habit-compact').filter({ hasText: 'Вода' });
  await expect(card.getByTestId('habit-today-progress')).toHaveText('0 из 3');

  await card.getByRole('button', { name: '+', exact: true }).click();
  await expect(toast(page, 'Не удалось добавить прогресс')).toContainText('Ошибка');
  await expect(card.getByTestId('habit-today-progress')).toHaveText('1 из 3');
  await page.unroute(/\/api\/habits\/\d+\/progress\/add\/$/);
  await card.getByRole('button', { name: '+', exact: true }).click();
  await expect(card.getByTestId('habit-today-progress')).toHaveText('2 из 3');
  const held = await (await request.get(`/api/habits/${habit.id}/`, { headers })).json();
  expect(held.habit.daily_progress).toBe(2);
});

test("a completed goal the server will not bring back toasts 'Ошибка' / 'Не удалось возвратить цель в активные' and stays completed", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'backfail');
  const goal = await createGoalViaApi(request, user.token, { title: 'Прочитать книгу', category: 2 });
  await completeGoalViaApi(request, user.token, goal.id);
  await page.route(`**/api/goals/${goal.id}/`, (route) => (route.request().method() === 'PUT' ? route.fulfill(FAILED) : route.continue()));
  await page.goto('/target');
  await page.getByRole('tab', { name: 'Завершённые', exact: true }).click();
  await goalCard(page, 'Прочитать книгу').getByRole('button', { name: 'Вернуть в активные' }).click();
  await expect(toast(page, 'Не удалось возвратить цель в активные')).toContainText('Ошибка');
  await expect(goalCard(page, 'Прочитать книгу').getByRole('button', { name: 'Вернуть в активные' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Завершённые', exact: true })).toHaveAccessibleDescription('1');
});

test("a goal save that fails reads 'Сохранение...' (disabled) while it runs, then toasts 'Ошибка' / 'Не удалось сохранить' and keeps the form", async ({ page, request }) => {
  await openHomeAs(page, await signedInAs(page, request, 'savefail'));
  const release = await holdAnswers(page, '/api/goals/create/', (route) => route.fulfill(FAILED));
  const modal = await openGoalModal(page);
  await modal.getByLabel('Название').fill('Выучить стих');
  await modal.getByLabel('Категория').selectOption({ label: 'Обучение' });
  await modal.getByRole('button', { name: 'Создать цель' }).click();
  const saving = modal.getByRole('button', { name: 'Сохранение...' });
  await expect(saving).toBeVisible();
  await expect(saving).toBeDisabled();
  release();
  await expect(toast(page, 'Не удалось сохранить')).toContainText('Ошибка');
  await expect(modal.getByRole('button', { name: 'Создать цель' })).toBeEnabled();
  await expect(modal.getByLabel('Название')).toHaveValue('Выучить стих');
});

test("a goal save that fails on a lost network toasts 'Не удалось сохранить' once: the count check before it fails quietly (core.md 4)", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'savelost');
  await createGoalViaApi(request, user.token, { title: 'Уже есть', category: 6 });
  await page.goto('/target');
  await expect(page.getByText('Уже есть')).toBeVisible();
  await page.route('**/api/goals/**', (route) => route.abort('internetdisconnected'));
  const modal = await openGoalModal(page);
  await modal.getByLabel('Название').fill('Выучить стих');
  await modal.getByLabel('Категория').selectOption({ label: 'Обучение' });
  await modal.getByRole('button', { name: 'Создать цель' }).click();
  await expect(toast(page, 'Не удалось сохранить')).toContainText('Ошибка');
  await expect(toast(page, 'Не удалось загрузить цели')).toHaveCount(0);
  await expect(page.getByText('Уже есть')).toBeVisible(); // the list on screen stays
});

test("a goal delete whose answer is lost toasts 'Не удалось удалить', then the list shows what the server did: the goal is gone", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'dellost');
  await createGoalViaApi(request, user.token, { title: 'Лишняя цель', category: 6 });
  await createGoalViaApi(request, user.token, { title: 'Нужная цель', category: 6 });
  await page.route('**/api/goals/*/delete/', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto('/target');
  await goalCard(page, 'Лишняя цель').getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog', { name: 'Удалить цель?' }).getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(toast(page, 'Не удалось удалить')).toContainText('Ошибка');
  await expect(goalCard(page, 'Лишняя цель')).toHaveCount(0);
  await expect(goalCard(page, 'Нужная цель')).toBeVisible();
});

test("a habit delete whose answer is lost toasts 'Не удалось удалить', then the list shows what the server did: the habit is gone", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'habitdellost');
  const headers = { Authorization: `Bearer ${user.token}` };
  expect((await request.post('/api/habits/create/', { headers, data: { title: 'Лишняя привычка', category: 1 } })).ok()).toBe(true);
  await page.route('**/api/habits/*/delete/', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto('/target?tab=habits');
  const card = page.getByTestId('habit-card').filter({ hasText: 'Лишняя привычка' });
  await card.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog', { name: 'Удалить привычку?' }).getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(toast(page, 'Не удалось удалить')).toContainText('Ошибка');
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Нет текущих привычек')).toBeVisible();
});

test("a goal delete that fails reads 'Удаляем...' while it runs, then toasts 'Ошибка' / 'Не удалось удалить'; the confirmation can be used again", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'delfail');
  await createGoalViaApi(request, user.token, { title: 'Лишняя цель', category: 6 });
  const release = await holdAnswers(page, '/api/goals/*/delete/', (route) => route.fulfill(FAILED));
  await page.goto('/target');
  await goalCard(page, 'Лишняя цель').getByRole('button', { name: 'Удалить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить цель?' });
  await confirm.getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(confirm.getByRole('button', { name: 'Удаляем...' })).toBeDisabled();
  await expect(confirm.getByRole('button', { name: 'Отмена' })).toBeDisabled();
  release();
  await expect(toast(page, 'Не удалось удалить')).toContainText('Ошибка');
  // The deleting state is over: the buttons work again, and the goal is still there.
  await expect(confirm.getByRole('button', { name: 'Удалить', exact: true })).toBeEnabled();
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(confirm).toBeHidden();
  await expect(goalCard(page, 'Лишняя цель')).toBeVisible();
});

test("a note that cannot be saved or deleted toasts 'Ошибка' / 'Не удалось сохранить' and 'Не удалось удалить'; the editor stays", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'notefail');
  const written = await request.post('/api/notes/', { data: { mood: 3, title: 'Черновик' }, headers: { Authorization: `Bearer ${user.token}` } });
  expect(written.ok()).toBe(true);
  await page.route(/\/api\/notes\/\d+\/(delete\/)?$/, (route) => (['PUT', 'DELETE'].includes(route.request().method()) ? route.fulfill(FAILED) : route.continue()));
  await openHomeAs(page, user);
  await page.getByRole('button', { name: 'Редактировать: Черновик' }).click();
  const editor = page.getByTestId('note-editor');
  await editor.getByLabel('Заголовок').fill('Чистовик');
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Не удалось сохранить')).toContainText('Ошибка');
  await expect(editor.getByLabel('Заголовок')).toHaveValue('Чистовик');

  await editor.getByRole('button', { name: 'Удалить' }).click();
  await page.getByTestId('note-delete-confirm').getByRole('button', { name: 'Удалить' }).click();
  await expect(toast(page, 'Не удалось удалить')).toContainText('Ошибка');
  await expect(page.getByTestId('note-delete-confirm')).toHaveCount(0);
  await expect(editor).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Удалить' })).toBeEnabled();
});
