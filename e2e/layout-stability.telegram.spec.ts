/** The Mini App's first launch keeps its layout while Telegram signs the user in (CLS, support/layout-shift.ts). */
import { test } from '@playwright/test';
import { holdAnswers, skipOnboarding } from './support/app.ts';
import { expect } from './support/goals.ts';
import { STABLE, layoutShiftSoFar, watchLayoutShifts } from './support/layout-shift.ts';
import { darkTheme, installTelegramClient, iosNightTheme, miniAppUrl, newTelegramUser } from './support/telegram.ts';

test("the first launch: the header's bar stands while Telegram signs in, and the page does not move down when it fills in", async ({ page }) => {
  const user = newTelegramUser('Первый');
  await skipOnboarding(page);
  await watchLayoutShifts(page);
  await installTelegramClient(page);
  const release = await holdAnswers(page, '/api/auth/telegram/');
  await page.goto(miniAppUrl('/', user));
  await expect(page.locator('.app-header')).toBeVisible();
  await expect(page.getByTestId('logo')).toHaveCount(0);

  release();
  await expect(page.getByTestId('profile-name')).toHaveText('Первый', { timeout: 15_000 });
  await expect(page.getByTestId('logo')).toBeVisible();
  expect(await layoutShiftSoFar(page)).toBeLessThan(STABLE);
});

// telegram-ui draws the dropdown its platform's way: on iOS without the caption the base look has
// (46 px against 84), so no one placeholder fits both; the dropdown itself stands from the start.
for (const [platform, theme] of [['ios', iosNightTheme], ['weba', darkTheme]] as const) {
  test(`/blog on ${platform}: the category dropdown stands while the categories load, and the posts below it do not move when they come`, async ({ page }) => {
    const user = newTelegramUser('Блог');
    await skipOnboarding(page);
    await installTelegramClient(page, theme);
    const release = await holdAnswers(page, '/api/blog/categories/');
    await page.goto(miniAppUrl('/blog', user, theme, platform));
    const posts = page.getByTestId('blog-posts');
    await expect(posts).toBeVisible({ timeout: 15_000 });
    const before = (await posts.boundingBox())!.y;

    release();
    await expect(page.getByLabel('Категория').locator('option').first()).toHaveText(/^Все записи \(\d+\)$/);
    expect((await posts.boundingBox())!.y).toBe(before);
  });
}
