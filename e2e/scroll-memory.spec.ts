/** Scroll positions across screens: a new screen opens at its top, one gone back to where it was left. */
import { type Page, test } from '@playwright/test';
import { skipOnboarding } from './support/app.ts';
import { createGoalViaApi, expect } from './support/goals.ts';
import { signedInAs } from './support/session.ts';

/** From now on every API call waits until the answered function is called. */
async function holdEveryCall(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('Back returns to where the blog was left, though its posts arrive after the screen; the screen opened went to its top', async ({ page, request }) => {
  await skipOnboarding(page);
  await signedInAs(page, request, 'scrollback');
  await page.goto('/blog');
  const pager = page.getByTestId('blog-pagination');
  await pager.scrollIntoViewIfNeeded();
  const leftAt = await page.evaluate(() => scrollY);
  expect(leftAt).toBeGreaterThan(300);

  await page.getByTestId('nav-profile').click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await page.evaluate(() => scrollY)).toBe(0);

  // On the way back the posts wait until released: the screen is short at first.
  const release = await holdEveryCall(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  release();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(leftAt);
  await expect(pager).toBeInViewport();
});

test('Back to the profile shows it as it was left at once, from its last answers, while it asks the server again', async ({ page, request }) => {
  await skipOnboarding(page);
  const { token } = await signedInAs(page, request, 'scrollkept');
  // Three earned achievements, so the profile's list and its 'Все достижения' are far down.
  await createGoalViaApi(request, token, { title: 'Пробежать марафон', category: 1 });
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.post('/api/habits/create/', { headers, data: { title: 'Зарядка', category: 1 } })).ok()).toBe(true);
  expect((await request.post('/api/notes/', { headers, data: { mood: 4 } })).ok()).toBe(true);

  await page.goto('/profile');
  const allAchievements = page.getByTestId('all-achievements');
  await allAchievements.scrollIntoViewIfNeeded();
  const leftAt = await page.evaluate(() => scrollY);
  expect(leftAt).toBeGreaterThan(300);
  await allAchievements.click();
  await expect(page).toHaveURL(/\/achievements\?tab=earned$/);
  expect(await page.evaluate(() => scrollY)).toBe(0);

  // Every call stays unanswered: what the profile shows comes from what it was last told.
  const release = await holdEveryCall(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('earned-achievements').getByText('Первая цель', { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(leftAt);
  await expect(allAchievements).toBeInViewport();
  release();
});
