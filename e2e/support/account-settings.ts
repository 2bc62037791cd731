import { type FrameLocator, type Page, expect } from '@playwright/test';

/**
 * /profile -> 'Настройки аккаунта' -> 'Привязать' of `provider` (not linked yet): the embedded login
 * in link mode, shown with `heading` and without the password form.
 */
export async function openLinkFrame(page: Page, provider: 'telegram' | 'vk', heading: string): Promise<FrameLocator> {
  await page.goto('/profile');
  await page.getByTestId('profile-account-settings').click();
  const dialog = page.getByTestId('account-settings-dialog');
  await expect(dialog.getByTestId(`account-${provider}-status`)).toHaveText('Не привязан');
  await dialog.getByTestId(`account-link-${provider}`).click();
  const frame = page.frameLocator('[data-testid="account-link-frame"]');
  await expect(frame.getByRole('heading', { name: heading })).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByLabel('Пароль')).toHaveCount(0);
  return frame;
}
