import { type Page, expect, test } from '@playwright/test';
import { skipOnboarding } from './support/app.ts';
import { fillAndSave, noteEditor, noteStory, pickMoodOnHome } from './support/notes.ts';
import { darkTheme, installTelegramClient, miniAppUrl, newTelegramUser } from './support/telegram.ts';

async function openInTelegram(page: Page, name: string, theme?: Record<string, string>) {
  await skipOnboarding(page);
  await installTelegramClient(page, theme);
  await page.goto(miniAppUrl('/', newTelegramUser(name), theme));
  await expect(page.getByTestId('profile-name')).toHaveText(name);
}

test('inside Telegram: three notes on Home and every Mood tab, the calendar tie, an edit and a delete', async ({ page }) => {
  test.setTimeout(60_000);
  await openInTelegram(page, 'Лиса');
  await noteStory(page);
});

test('inside Telegram: the fourth note of the day opens the limit modal', async ({ page }) => {
  await openInTelegram(page, 'Енот', darkTheme);
  for (const mood of [1, 3, 5] as const) {
    await pickMoodOnHome(page, mood);
    await fillAndSave(page, {});
  }
  await expect(page.getByTestId('note-card')).toHaveCount(3);
  await page.getByTestId('home-mood').getByRole('button', { name: 'Хорошо' }).click();
  await noteEditor(page).getByRole('button', { name: 'Сохранить' }).click();
  const limit = page.getByTestId('limit-modal');
  await expect(limit.getByRole('heading', { name: 'Достигнут лимит заметок' })).toBeVisible();
  await expect(limit).toContainText('максимум 3 заметки в день');
  await expect(noteEditor(page)).toHaveCount(0);
});
