import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import { E2E } from '../scripts/e2e-env.ts';
import { holdAnswers, skipOnboarding, toast } from './support/app.ts';
import { expect } from './support/goals.ts';
import { signedInAs, storeSession, telegramSignInViaApi } from './support/session.ts';
import { newTelegramUser } from './support/telegram.ts';

/** A 1x1 PNG, written here so the test needs no fixture file. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const TOO_BIG_TEXT = 'Размер файла превышает 5MB. Пожалуйста, выберите файл меньшего размера.';

const summaryAvatar = (page: Page) => page.getByTestId('profile-summary').locator('img.profile-card__avatar');

async function chooseAvatar(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('profile-update-avatar').click();
  await (await chooser).setFiles(file);
}

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('edits nickname and bio; they stay after a reload', async ({ page, request }) => {
  await signedInAs(page, request, 'edit');
  await page.goto('/profile');
  await page.getByTestId('profile-edit').click();
  const dialog = page.getByTestId('edit-profile-dialog');
  await expect(dialog.getByRole('heading', { name: 'Редактировать профиль' })).toBeVisible();

  await dialog.getByTestId('edit-profile-nickname').fill('Бегун');
  await dialog.getByTestId('edit-profile-bio').fill('Каждое утро\nпробежка');
  await dialog.getByTestId('edit-profile-save').click();
  await expect(toast(page, 'Профиль успешно обновлен!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-summary-name')).toHaveText('Бегун');

  await page.reload();
  await expect(page.getByTestId('profile-summary-name')).toHaveText('Бегун');
  // The line break typed stays one on the profile: the bio takes two lines.
  const bio = page.getByTestId('profile-summary').getByText('Каждое утро');
  await expect(bio).toBeVisible();
  expect(await bio.evaluate((text) => text.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(text).lineHeight))).toBe(true);

  // Cancel keeps what was saved.
  await page.getByTestId('profile-edit').click();
  await expect(dialog.getByTestId('edit-profile-nickname')).toHaveValue('Бегун');
  await dialog.getByTestId('edit-profile-nickname').fill('Другое');
  await dialog.getByTestId('edit-profile-cancel').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-summary-name')).toHaveText('Бегун');
});

test('an emoji is one character, as the server counts: a nickname of 30 foxes is whole (its counter 30/30) and saved, the bio counter reads 100/200 for 100, a 31st is cut', async ({ page, request }) => {
  await signedInAs(page, request, 'emoji');
  await page.goto('/profile');
  await page.getByTestId('profile-edit').click();
  const dialog = page.getByTestId('edit-profile-dialog');
  const nickname = dialog.getByTestId('edit-profile-nickname');
  await expect(dialog.getByTestId('edit-profile-nickname-counter')).toHaveText('0/30');
  await nickname.fill('🦊'.repeat(31));
  await expect(nickname).toHaveValue('🦊'.repeat(30));
  await expect(dialog.getByTestId('edit-profile-nickname-counter')).toHaveText('30/30');
  await dialog.getByTestId('edit-profile-bio').fill('🦊'.repeat(100));
  await expect(dialog.getByTestId('edit-profile-bio-counter')).toHaveText('100/200');
  await dialog.getByTestId('edit-profile-save').click();
  await expect(toast(page, 'Профиль успешно обновлен!')).toBeVisible();
  await expect(page.getByTestId('profile-summary-name')).toHaveText('🦊'.repeat(30));
});

test('uploads a PNG avatar and shows it at once; a file over 5 MB only shows the alert', async ({ page, request }) => {
  await signedInAs(page, request, 'avatar');
  await page.goto('/profile');
  await expect(page.getByTestId('profile-summary')).toHaveAttribute('data-state', 'loaded');
  const defaultSrc = await summaryAvatar(page).getAttribute('src');

  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  const big = Buffer.alloc(5 * 1024 * 1024 + 1);
  PNG.copy(big);
  await chooseAvatar(page, { name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect.poll(() => alerts).toEqual([TOO_BIG_TEXT]);
  await expect(summaryAvatar(page)).toHaveAttribute('src', defaultSrc ?? '');

  await chooseAvatar(page, { name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'Аватар успешно обновлен!')).toBeVisible();
  await expect(summaryAvatar(page)).toHaveAttribute('src', /^\/media\/avatars\/[0-9a-f]{32}\.png$/);
  await expect.poll(() => summaryAvatar(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  await page.reload();
  await expect(summaryAvatar(page)).toHaveAttribute('src', /^\/media\/avatars\/[0-9a-f]{32}\.png$/);
  await page.goto('/');
  await expect(page.getByTestId('profile-card').locator('img')).toHaveAttribute('src', /^\/media\/avatars\//);
});

test("while the profile edit saves, its button reads 'Сохранение...' and both buttons are disabled", async ({ page, request }) => {
  await signedInAs(page, request, 'editbusy');
  const release = await holdAnswers(page, '/api/user/profile/update/');
  await page.goto('/profile');
  await page.getByTestId('profile-edit').click();
  const dialog = page.getByTestId('edit-profile-dialog');
  await dialog.getByTestId('edit-profile-nickname').fill('Бегун');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByRole('button', { name: 'Сохранение...' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled();
  release();
  await expect(toast(page, 'Профиль успешно обновлен!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-summary-name')).toHaveText('Бегун');
});

test("while an avatar uploads the entry reads 'Загружаем аватар...' and cannot be pressed", async ({ page, request }) => {
  await signedInAs(page, request, 'avatarbusy');
  await page.goto('/profile');
  await expect(page.getByTestId('profile-summary')).toHaveAttribute('data-state', 'loaded');
  const release = await holdAnswers(page, '/api/user/avatar/upload/?*');
  const entry = page.getByTestId('profile-update-avatar');
  await expect(entry).toHaveText('Обновить аватар');
  await chooseAvatar(page, { name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(entry).toHaveText('Загружаем аватар...');
  await expect(entry).toBeDisabled();
  release();
  await expect(toast(page, 'Аватар успешно обновлен!')).toBeVisible();
  await expect(entry).toHaveText('Обновить аватар');
  await expect(entry).toBeEnabled();
});

test("the contact page links the bot it mentions, and the form stays put when the bot's name arrives", async ({ page }) => {
  const release = await holdAnswers(page, '/api/auth/providers/');
  await page.goto('/contact');
  const subject = page.getByTestId('contact-subject');
  await expect(subject).toBeVisible();
  const before = (await subject.boundingBox())!.y;
  release();
  const link = page.getByTestId('contact-bot').getByRole('link', { name: `@${E2E.botUsername}` });
  await expect(link).toHaveAttribute('href', `https://t.me/${E2E.botUsername}`);
  expect((await subject.boundingBox())!.y).toBe(before);
});

test('the contact form sends the message and clears itself', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByTestId('contact-form');
  const submit = form.getByTestId('contact-submit');
  await form.getByTestId('contact-subject').fill('Идея');
  await form.getByTestId('contact-message').fill('Добавьте тёмную тему для графиков');
  await expect(submit).toBeDisabled();
  // rewards.md 5: while consent is unticked the form says why the button waits.
  const consentHint = form.getByText('Необходимо дать согласие на обработку персональных данных');
  await expect(consentHint).toBeVisible();
  await form.getByRole('checkbox').check();
  await expect(form.getByRole('checkbox')).toBeChecked();
  await expect(submit).toBeEnabled();
  await expect(consentHint).toBeHidden();

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/feedback/submit/') && r.method() === 'POST');
  await submit.click();
  expect((await sent).postDataJSON()).toMatchObject({ subject: 'Идея', message: 'Добавьте тёмную тему для графиков' });
  await expect(toast(page, 'Сообщение успешно отправлено! Мы свяжемся с вами в ближайшее время.')).toBeVisible();
  await expect(form.getByTestId('contact-subject')).toHaveValue('');
  await expect(form.getByTestId('contact-message')).toHaveValue('');
  await expect(submit).toBeDisabled();
  await expect(consentHint).toBeVisible();
});

test("/contact opened directly after a Telegram sign-in (no stored user object): '@<telegram id>' once the profile arrives; the body's user_id is the stored auth_user_id", async ({
  page,
  request,
}) => {
  const user = newTelegramUser('Контакт');
  const session = await telegramSignInViaApi(request, user);
  await storeSession(page, session, 'telegram');
  const releaseProfile = await holdAnswers(page, '/api/user/profile/');
  await page.goto('/contact');
  const form = page.getByTestId('contact-form');
  await expect(form.getByTestId('contact-subject')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  releaseProfile();
  await expect(form.getByTestId('contact-contact')).toHaveValue(`@${user.id}`);

  await form.getByTestId('contact-subject').fill('Вопрос');
  await form.getByTestId('contact-message').fill('Как продлить подписку?');
  await form.getByRole('checkbox').check();
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/feedback/submit/') && r.method() === 'POST');
  await form.getByTestId('contact-submit').click();
  expect((await sent).postDataJSON()).toMatchObject({ contact: `@${user.id}`, user_id: session.user_id });
  await expect(toast(page, 'Сообщение успешно отправлено! Мы свяжемся с вами в ближайшее время.')).toBeVisible();
});

test('a contact typed before the profile arrives stays as typed', async ({ page, request }) => {
  const user = newTelegramUser('Набрал');
  await storeSession(page, await telegramSignInViaApi(request, user), 'telegram');
  const releaseProfile = await holdAnswers(page, '/api/user/profile/');
  await page.goto('/contact');
  const contact = page.getByTestId('contact-form').getByTestId('contact-contact');
  await contact.fill('me@example.ru');
  const arrived = page.waitForResponse((r) => r.url().endsWith('/api/user/profile/'));
  releaseProfile();
  await arrived;
  // The header's balance shows the profile has landed in the app.
  await expect(page.getByTestId('coin-balance').locator('.coin-balance__value')).toHaveText(/^\d+$/);
  await expect(contact).toHaveValue('me@example.ru');
});

test('a failed send names the server\'s error, else "Неизвестная ошибка"', async ({ page }) => {
  const answers = [
    { status: 500, json: { success: false } },
    { status: 400, json: { success: false, error: 'Слишком много сообщений', code: 'RATE_LIMITED' } },
  ];
  await page.route('**/api/feedback/submit/', (route) => route.fulfill(answers.shift()!));
  await page.goto('/contact');
  const form = page.getByTestId('contact-form');
  await form.getByTestId('contact-subject').fill('Идея');
  await form.getByTestId('contact-message').fill('Текст');
  await form.getByRole('checkbox').check();
  await form.getByTestId('contact-submit').click();
  await expect(toast(page, 'Ошибка при отправке: Неизвестная ошибка')).toBeVisible();
  await form.getByTestId('contact-submit').click();
  await expect(toast(page, 'Ошибка при отправке: Слишком много сообщений')).toBeVisible();
  // A failure keeps what was typed.
  await expect(form.getByTestId('contact-subject')).toHaveValue('Идея');
});
