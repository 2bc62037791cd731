import { type Locator, type Page, expect, test } from '@playwright/test';
import { E2E } from '../scripts/e2e-env.ts';
import { skipOnboarding } from './support/app.ts';
import { openGoalModal } from './support/goals.ts';
import { closingConfirmations, installTelegramClient, iosNightTheme, miniAppUrl, newTelegramUser, postedEvents } from './support/telegram.ts';

/** The Mini App on an iPhone: telegram-ui's iOS look, whose own text fields have no label and no outline. */
async function openOnIphone(page: Page, path: string): Promise<void> {
  await skipOnboarding(page);
  await installTelegramClient(page);
  await page.goto(miniAppUrl(path, newTelegramUser('Ия'), undefined, 'ios'));
  await expect(page.locator('.app--ios')).toBeVisible();
}

/** Each field shows its label above the text and stands out from the card around it. */
async function expectLabelledOutlinedFields(form: Locator, labels: readonly string[]): Promise<void> {
  for (const label of labels) {
    await expect(form.getByText(label, { exact: true })).toBeVisible();
    // The field's own box (the input and the two boxes telegram-ui draws around it) has a border or a shadow.
    const outlined = await form.getByLabel(label, { exact: true }).evaluate((field) => {
      const boxes = [field, field.parentElement, field.parentElement?.parentElement];
      return boxes.some((box) => box && (getComputedStyle(box).borderTopStyle !== 'none' || getComputedStyle(box).boxShadow !== 'none'));
    });
    expect(outlined, label).toBe(true);
  }
}

test('on an iPhone the forms show labelled, outlined fields: goal form, note editor, profile edit, contact form', async ({ page }) => {
  await openOnIphone(page, '/');
  const goalForm = await openGoalModal(page);
  await expectLabelledOutlinedFields(goalForm, ['Название', 'Описание', 'Категория']);
  await goalForm.getByRole('button', { name: 'Отмена' }).click();

  await page.goto('/mood');
  await page.getByTestId('nav-add').click();
  await expectLabelledOutlinedFields(page.getByRole('dialog', { name: 'Добавить заметку' }), ['Заголовок', 'Текст']);

  await page.goto('/profile');
  await page.getByText('Редактировать профиль').click();
  await expectLabelledOutlinedFields(page.getByTestId('edit-profile-dialog'), ['Никнейм', 'О себе']);

  await page.goto('/contact');
  await expectLabelledOutlinedFields(page.getByTestId('contact-form'), ['Тема', 'Сообщение']);
});

test("on a card a field's label cuts the field's border with the card's colour: /contact in Telegram's iOS night", async ({ page }) => {
  await skipOnboarding(page);
  await installTelegramClient(page);
  await page.goto(miniAppUrl('/contact', newTelegramUser('Ия'), iosNightTheme, 'ios'));
  const label = page.getByTestId('contact-form').getByText('Тема', { exact: true });
  await expect(label).toBeVisible();
  const [labelColour, cardColour] = await label.evaluate((text) => {
    // The nearest box under the label's text that paints a colour of its own.
    let box: Element | null = text;
    while (box && getComputedStyle(box).backgroundColor === 'rgba(0, 0, 0, 0)') box = box.parentElement;
    return [box ? getComputedStyle(box).backgroundColor : null, getComputedStyle(text.closest('.card')!).backgroundColor];
  });
  expect(labelColour).toBe(cardColour);
});

test('closing asks for confirmation while the profile edit or the contact form holds unsaved text', async ({ page }) => {
  await openOnIphone(page, '/profile');
  const closing = () => closingConfirmations(page);
  await page.getByText('Редактировать профиль').click();
  const dialog = page.getByTestId('edit-profile-dialog');
  await dialog.getByLabel('Никнейм').fill('Ия из Тбилиси');
  await expect.poll(closing).toEqual([true]);
  await dialog.getByTestId('edit-profile-cancel').click();
  await expect(dialog).toBeHidden();
  await expect.poll(closing).toEqual([true, false]);

  await page.getByTestId('menu-button').click();
  await page.getByTestId('app-menu').getByText('Связаться с нами').click();
  await page.getByTestId('contact-subject').fill('Идея');
  await expect.poll(closing).toEqual([true, false, true]);
});

test("inside Telegram the contact page's bot link opens the bot's chat in Telegram itself", async ({ page }) => {
  await openOnIphone(page, '/contact');
  await page.getByTestId('contact-bot').getByRole('link').click();
  await expect
    .poll(async () => (await postedEvents(page)).filter((e) => e.type === 'web_app_open_tg_link').map((e) => (e.data as { path_full: string }).path_full))
    .toEqual([`/${E2E.botUsername}`]);
  expect(page.context().pages()).toHaveLength(1);
});

test("an Android keyboard opening under a focused field (the window shrinks) scrolls that field back into view, the save button too", async ({ page }) => {
  await skipOnboarding(page);
  await installTelegramClient(page);
  await page.goto(miniAppUrl('/', newTelegramUser('Ия'), undefined, 'android'));
  const modal = await openGoalModal(page);
  await modal.getByLabel('Название').fill('Выучить 100 слов');
  for (let i = 1; i <= 3; i++) {
    await modal.getByRole('button', { name: 'Добавить подзадачу' }).click();
    await page.keyboard.type(`Шаг ${i}`);
  }
  const field = modal.getByLabel('Подзадача 3');
  await expect(field).toBeFocused();
  const keyboardTop = 500;
  await page.setViewportSize({ width: 390, height: keyboardTop });
  const inView = (box: { y: number; height: number } | null) => box !== null && box.y >= 0 && box.y + box.height <= keyboardTop;
  await expect.poll(async () => inView(await field.boundingBox())).toBe(true);
  await expect(field).toBeFocused();
  await expect.poll(async () => inView(await modal.getByRole('button', { name: 'Создать цель' }).boundingBox())).toBe(true);
});
