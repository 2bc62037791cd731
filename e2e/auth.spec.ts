import { expect, test } from '@playwright/test';
import { PASSWORD, registerViaApi, skipOnboarding, submitLogin, uniqueUsername } from './support/app.ts';
import { openGoalModal } from './support/goals.ts';
import { openHomeAs, signedInAs } from './support/session.ts';

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('register, see my name on Home, log out, log in again', async ({ page }) => {
  const username = uniqueUsername('reg');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Добро пожаловать!' })).toBeVisible();

  await page.getByRole('button', { name: 'Создать аккаунт' }).click();
  await page.getByLabel('Логин').fill(username);
  await page.getByLabel('Пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  await expect(page.getByText('Аккаунт создан!')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('profile-name')).toHaveText(username);
  await expect(page.getByTestId('status-badge')).toBeVisible();
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('auth_token'),
    userId: localStorage.getItem('auth_user_id'),
    type: localStorage.getItem('auth_type'),
    username: localStorage.getItem('auth_username'),
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.userId).toMatch(/^\d+$/);
  expect(stored).toMatchObject({ type: 'local', username });
  // Home's habits are kept on the device for the next visit...
  await expect.poll(() => page.evaluate(() => localStorage.getItem('habitsState'))).not.toBeNull();

  await page.getByTestId('menu-button').click();
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByText('Вы успешно вышли из системы')).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  // ...but not after signing out.
  expect(await page.evaluate(() => localStorage.getItem('habitsState'))).toBeNull();

  await submitLogin(page, username, PASSWORD);
  await expect(page.getByRole('button', { name: 'Вход...' })).toBeVisible();
  await expect(page.getByText('Успешный вход!')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('profile-name')).toHaveText(username);
});

test("the login screen reads: welcome heading, 'Войдите, чтобы продолжить', the form, the divider 'или', then 'Войти через ВКонтакте' (core.md 2)", async ({ page }) => {
  await page.goto('/login');
  const heading = page.getByRole('heading', { level: 1, name: 'Добро пожаловать!' });
  const subtitle = page.getByText('Войдите, чтобы продолжить', { exact: true });
  const signIn = page.getByRole('button', { name: 'Войти', exact: true });
  const divider = page.getByRole('separator').filter({ hasText: 'или' });
  const vk = page.getByRole('button', { name: 'Войти через ВКонтакте' });
  for (const part of [heading, subtitle, signIn, divider, vk]) await expect(part).toBeVisible();
  await expect(divider).toHaveText('или');
  // Top to bottom in that order.
  const tops: number[] = [];
  for (const part of [heading, subtitle, signIn, divider, vk]) tops.push((await part.boundingBox())!.y);
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
});

test('a wrong password shows the server message', async ({ page, request }) => {
  const username = uniqueUsername('wrong');
  await registerViaApi(request, username);
  await page.goto('/login');
  await submitLogin(page, username, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Неверный логин или пароль');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeEnabled();
});

test("the login fields stand inside their card, inset as its rows are, not on its edges", async ({ page }) => {
  await page.goto('/login');
  const card = (await page.getByTestId('login-form').locator('section').first().boundingBox())!;
  for (const label of ['Логин', 'Пароль']) {
    const field = (await page.getByLabel(label).locator('xpath=ancestor::label[1]').boundingBox())!;
    expect(field.x - card.x, label).toBeGreaterThanOrEqual(12);
    expect(card.x + card.width - (field.x + field.width), label).toBeGreaterThanOrEqual(12);
  }
});

test('empty fields are refused before any request', async ({ page }) => {
  let posted = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/local/')) posted = true;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByText('Пожалуйста, заполните все поля')).toBeVisible();
  await page.getByLabel('Логин').fill('someone');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByText('Пожалуйста, заполните все поля')).toBeVisible();
  expect(posted).toBe(false);
});

test('registration explains invalid and taken usernames in Russian', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Создать аккаунт' }).click();
  await page.getByLabel('Логин').fill('ab');
  await page.getByLabel('Пароль').fill('short');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Имя пользователя должно содержать от 3 до 32 символов')).toBeVisible();
  await expect(page.getByText('Пароль должен содержать от 8 до 128 символов')).toBeVisible();

  const taken = uniqueUsername('taken');
  await registerViaApi(request, taken);
  await page.getByLabel('Логин').fill(taken);
  await page.getByLabel('Пароль').fill(PASSWORD);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByRole('alert')).toContainText('занято');
  await expect(page).toHaveURL('/login');
});

test('a sign-in returned in the address signs in and cleans the address', async ({ page, request }) => {
  const username = uniqueUsername('ret');
  const answer = await registerViaApi(request, username);
  await page.goto(`/?auth_token=${encodeURIComponent(answer.token)}&user_id=${answer.user_id}`);
  await expect(page.getByText('Успешный вход!')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('profile-name')).toHaveText(username);
  expect(await page.evaluate(() => localStorage.getItem('auth_user_id'))).toBe(String(answer.user_id));
});

test('embedded login (?link=telegram) offers Telegram only: sign-in when signed out, linking when signed in', async ({ page, request }) => {
  await page.goto('/login?link=telegram');
  await expect(page.getByRole('button', { name: 'Войти через Telegram' })).toBeVisible();
  await expect(page.getByLabel('Логин')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Войти через ВКонтакте' })).toHaveCount(0);

  const username = uniqueUsername('emb');
  const answer = await registerViaApi(request, username);
  await page.evaluate(
    ({ token, userId }) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('auth_user_id', userId);
    },
    { token: answer.token, userId: String(answer.user_id) },
  );
  await page.reload();
  // A signed-in user links this Telegram to their account (rewards.md 2.6), not 'Вы уже вошли в систему'.
  await expect(page.getByRole('heading', { name: 'Привязка Telegram' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Привязать Telegram' })).toBeVisible();
  await expect(page.getByText('Вы уже вошли в систему')).toHaveCount(0);
  await expect(page).toHaveURL('/login?link=telegram');
  await expect(page.getByLabel('Логин')).toHaveCount(0);
});

test("a login page left open while the user signs in in another tab says 'Вы уже вошли в систему', and its 'Выйти' signs out", async ({ page, context, request }) => {
  const username = uniqueUsername('tabs');
  await registerViaApi(request, username);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible();

  const other = await context.newPage();
  await skipOnboarding(other);
  await other.goto('/login');
  await submitLogin(other, username, PASSWORD);
  await expect(other).toHaveURL('/');

  await expect(page.getByText('Вы уже вошли в систему')).toBeVisible();
  await expect(page.getByLabel('Пароль')).toHaveCount(0);
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByText('Вы успешно вышли из системы')).toBeVisible();
  await expect(page.getByLabel('Пароль')).toBeVisible();
});

test('a session that ends while a form is open takes the form with it: the login screen is not covered, and says the session ended', async ({ page, request }) => {
  await skipOnboarding(page);
  await openHomeAs(page, await signedInAs(page, request, 'formend'));
  const modal = await openGoalModal(page);
  await modal.getByLabel('Название').fill('Пробежать 10 км');
  await modal.getByLabel('Категория').selectOption({ label: 'Здоровье' });
  // The session has ended on the server: the save is refused and so is the renewal.
  const refused = { status: 401, json: { success: false, error: 'Пользователь не авторизован', code: 'UNAUTHORIZED' } };
  await page.route('**/api/goals/create/', (route) => route.fulfill(refused));
  await page.route('**/api/auth/refresh/', (route) => route.fulfill(refused));
  await modal.getByRole('button', { name: 'Создать цель' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Добро пожаловать!' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The user learns why they are on the login screen.
  await expect(page.getByText('Сессия истекла. Войдите снова.')).toBeVisible();
});
