/** Reads that failed for want of a network are asked again when the device is back online, with no reload and no tap. */
import { type BrowserContext, type Page, test } from '@playwright/test';
import { skipOnboarding } from './support/app.ts';
import { expect } from './support/goals.ts';
import { signedInAs } from './support/session.ts';

/** `paths` fail as a lost network fails them, until the device is online again (offline and back). */
async function lostUntilOnline(page: Page, context: BrowserContext, paths: readonly string[]): Promise<() => Promise<void>> {
  const lost = (route: { abort: (code: string) => Promise<void> }) => route.abort('internetdisconnected');
  for (const path of paths) await page.route(path, lost);
  return async () => {
    for (const path of paths) await page.unroute(path, lost);
    await context.setOffline(true);
    await context.setOffline(false);
  };
}

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test("the profile's status ladder and subscription line come back by themselves when the network does", async ({ page, context, request }) => {
  await signedInAs(page, request, 'online-profile');
  let reloads = 0;
  page.on('load', () => reloads++);
  const backOnline = await lostUntilOnline(page, context, ['**/api/user/statuses/', '**/api/user/subscription/']);
  await page.goto('/profile');
  const statusError = page.getByText(/^Не удалось загрузить статусы: /);
  const subscriptionError = page.getByText('Ошибка загрузки информации о подписке');
  await expect(statusError).toBeVisible();
  await expect(subscriptionError).toBeVisible();

  await backOnline();
  await expect(statusError).toHaveCount(0);
  await expect(subscriptionError).toHaveCount(0);
  expect(reloads).toBe(1); // the first opening only
});

test('the Mood greeting comes back by itself when the network does', async ({ page, context, request }) => {
  await signedInAs(page, request, 'online-mood');
  const backOnline = await lostUntilOnline(page, context, ['**/api/main/']);
  await page.goto('/mood');
  const greeting = page.getByTestId('mood-greeting');
  await expect(greeting.getByRole('alert')).toBeVisible();

  await backOnline();
  await expect(greeting.getByRole('alert')).toHaveCount(0);
  await expect(greeting.locator('.mood-greeting__hello')).not.toBeEmpty();
});

test("the notes, on Home and on /mood, come back by themselves when the network does", async ({ page, context, request }) => {
  const { token } = await signedInAs(page, request, 'online-notes');
  expect((await request.post('/api/notes/', { headers: { authorization: `Bearer ${token}` }, data: { mood: 4, title: 'Утренняя пробежка' } })).ok()).toBe(true);
  const backOnline = await lostUntilOnline(page, context, ['**/api/notes/list/**']);
  await page.goto('/');
  await expect(page.getByText(/^Не удалось загрузить заметки/).first()).toBeVisible();
  await backOnline();
  await expect(page.getByText(/^Не удалось загрузить заметки/)).toHaveCount(0);
  await expect(page.getByText('Утренняя пробежка').first()).toBeVisible();

  const again = await lostUntilOnline(page, context, ['**/api/notes/list/**']);
  await page.goto('/mood');
  await expect(page.getByText(/Не удалось загрузить заметки/).first()).toBeVisible();
  await again();
  await expect(page.getByText(/Не удалось загрузить заметки/)).toHaveCount(0);
  await expect(page.getByText('Утренняя пробежка').first()).toBeVisible();
});
