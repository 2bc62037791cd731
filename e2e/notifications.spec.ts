import { expect, test } from '@playwright/test';
import { skipOnboarding } from './support/app.ts';
import { openHomeAs, signedInAs } from './support/session.ts';

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('/bell shows its frame, and the settings panel saves each change and keeps it after a reload', async ({ page, request }) => {
  await openHomeAs(page, await signedInAs(page, request, 'bell'));

  await page.getByTestId('bell-button').click();
  await expect(page).toHaveURL('/bell');
  await expect(page.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
  await expect(page.getByText('Нет уведомлений')).toBeVisible();

  await page.getByRole('button', { name: 'Настройки' }).click();
  const panel = page.getByRole('dialog', { name: 'Настройки типов уведомлений' });
  await expect(panel).toBeVisible();
  const settings = panel.getByTestId('notification-settings');
  await expect(settings).toHaveAttribute('data-source', 'server');

  // The spec's defaults: every toggle on except motivational messages; 20:00 and 09:00.
  const mood = panel.getByRole('checkbox', { name: 'Напоминание о настроении' });
  await expect(mood).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: 'Мотивационные сообщения' })).not.toBeChecked();
  await expect(panel.getByLabel('Время напоминания о настроении')).toHaveValue('20:00');
  await expect(panel.getByLabel('Время напоминания о привычках')).toHaveValue('09:00');
  await expect(panel.getByText('Не запрошены разрешения на push-уведомления')).toBeVisible();
  await expect(panel.getByText('Время указано в вашем часовом поясе (Москва, стандартное время, GMT+3). Напоминания присылает бот в Telegram, а без чата с ним они приходят сюда, в уведомления.')).toBeVisible();

  const saves: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/notifications/settings/save/')) saves.push(r.postDataJSON());
  });

  // Measured from the panel's own top, to the pixel: the sheet may still be settling from its opening slide.
  const rowTop = () => mood.evaluate((box) => box.closest('label')!.getBoundingClientRect().top - box.closest('[role="dialog"]')!.getBoundingClientRect().top);
  const topBefore = await rowTop();
  await mood.uncheck();
  await expect(panel.getByTestId('settings-mark-mood_reminders_enabled')).toHaveText('✓ Сохранено');
  await expect(panel.getByTestId('settings-banner')).toHaveText('Настройки сохранены');
  // The banner floats over the list: nothing under it moves while it shows.
  expect(await rowTop()).toBeCloseTo(topBefore, 0);
  // The mark goes after 2 s, the banner after 3 s.
  await expect(panel.getByTestId('settings-mark-mood_reminders_enabled')).toHaveCount(0, { timeout: 4000 });
  await expect(panel.getByTestId('settings-banner')).toHaveCount(0, { timeout: 4000 });

  await panel.getByLabel('Время напоминания о привычках').fill('07:30');
  await expect(panel.getByTestId('settings-mark-habit_reminder_time')).toHaveText('✓ Сохранено');
  expect(saves).toEqual([
    { mood_reminders_enabled: false, timezone: 'Europe/Moscow' },
    { habit_reminder_time: '07:30', timezone: 'Europe/Moscow' },
  ]);

  // After a reload the values come from the server, not from the copy on the device.
  await page.evaluate(() => localStorage.removeItem('notification_settings'));
  await page.reload();
  await page.getByRole('button', { name: 'Настройки' }).click();
  await expect(panel.getByTestId('notification-settings')).toHaveAttribute('data-source', 'server');
  await expect(panel.getByRole('checkbox', { name: 'Напоминание о настроении' })).not.toBeChecked();
  await expect(panel.getByRole('checkbox', { name: 'Напоминание о привычках' })).toBeChecked();
  await expect(panel.getByLabel('Время напоминания о привычках')).toHaveValue('07:30');
  await expect(panel.getByLabel('Время напоминания о настроении')).toHaveValue('20:00');

  await panel.getByRole('button', { name: 'Закрыть' }).click();
  await expect(panel).toHaveCount(0);
});

test("a failed save shows '✗ Ошибка', and a failed load falls back to the copy on the device", async ({ page, request }) => {
  await signedInAs(page, request, 'bellx');
  await page.goto('/bell');

  await page.route('**/api/notifications/settings/save/', (route) => route.fulfill({ status: 500, json: { success: false, error: 'boom' } }));
  await page.getByRole('button', { name: 'Настройки' }).click();
  const panel = page.getByRole('dialog', { name: 'Настройки типов уведомлений' });
  await panel.getByRole('checkbox', { name: 'Мотивационные сообщения' }).check();
  await expect(panel.getByTestId('settings-mark-motivational_messages_enabled')).toHaveText('✗ Ошибка');
  await expect(panel.getByTestId('settings-banner')).toHaveText('Ошибка при сохранении настроек');
  await expect(panel.getByRole('checkbox', { name: 'Мотивационные сообщения' })).toBeChecked();

  await page.route('**/api/notifications/settings/', (route) => route.fulfill({ status: 503, json: { success: false, error: 'down' } }));
  await page.reload();
  await page.getByRole('button', { name: 'Настройки' }).click();
  await expect(panel.getByTestId('notification-settings')).toHaveAttribute('data-source', 'local');
  await expect(panel.getByRole('checkbox', { name: 'Мотивационные сообщения' })).toBeChecked();
  await expect(panel.getByText('показаны сохранённые на этом устройстве')).toBeVisible();
});

test('the profile opens the same settings panel', async ({ page, request }) => {
  const { username } = await signedInAs(page, request, 'bellp');
  await page.goto('/');
  await page.getByTestId('nav-profile').click();
  await expect(page.getByTestId('profile-summary-name')).toHaveText(username);
  await page.getByRole('button', { name: 'Настройки уведомлений' }).click();
  const panel = page.getByRole('dialog', { name: 'Настройки типов уведомлений' });
  await expect(panel.getByLabel('Время напоминания о настроении')).toHaveValue('20:00');
});

test.describe('in an English-language browser', () => {
  // Its time pickers are wide (12-hour, with AM/PM): the longest next to a row name.
  test.use({ locale: 'en-US' });

  test('with every notification off the other settings fade but still save; a saved mark never runs into a row name', async ({ page, request }) => {
    await openHomeAs(page, await signedInAs(page, request, 'bellidle'));
    await page.goto('/bell');
    await page.getByRole('button', { name: 'Настройки' }).click();
    const panel = page.getByRole('dialog', { name: 'Настройки типов уведомлений' });
    const habitSwitch = panel.getByRole('checkbox', { name: 'Напоминание о привычках' });
    const idle = (setting: string) => panel.getByTestId(`setting-${setting}`).locator('xpath=ancestor::*[@data-idle][1]');
    await expect(idle('habit_reminders_enabled')).toHaveAttribute('data-idle', 'false');
  
    await panel.getByRole('checkbox', { name: 'Все уведомления' }).uncheck();
    for (const setting of ['habit_reminders_enabled', 'mood_reminders_enabled', 'mood_reminder_time']) {
      await expect(idle(setting)).toHaveAttribute('data-idle', 'true');
    }
    await expect(idle('notifications_enabled')).toHaveAttribute('data-idle', 'false');
    await habitSwitch.uncheck();
    await expect(panel.getByTestId('settings-mark-habit_reminders_enabled')).toHaveText('✓ Сохранено');
  
    await panel.getByLabel('Время напоминания о настроении').fill('07:45');
    const mark = panel.getByTestId('settings-mark-mood_reminder_time');
    await expect(mark).toHaveText('✓ Сохранено');
    const [markBox, nameBox] = [await mark.boundingBox(), await panel.getByText('Настроение', { exact: true }).boundingBox()];
    expect(markBox!.x).toBeGreaterThan(nameBox!.x + nameBox!.width);
  
    await panel.getByRole('checkbox', { name: 'Все уведомления' }).check();
    await expect(idle('habit_reminders_enabled')).toHaveAttribute('data-idle', 'false');
  });
});
