/** The Mini App's first launch keeps its layout while Telegram signs the user in (CLS, support/layout-shift.ts). */
import { test } from '@playwright/test';
import { holdAnswers, skipOnboarding } from './support/app.ts';
import { expect } from './support/goals.ts';
import { STABLE, layoutShiftSoFar, watchLayoutShifts } from './support/layout-shift.ts';
import { installTelegramClient, miniAppUrl, newTelegramUser } from './support/telegram.ts';

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
