import { test } from '@playwright/test';
import { skipOnboarding } from './support/app.ts';
import { AccessibilityAudit, activate, closeDialog } from './support/axe.ts';
import { expect, openGoalModal } from './support/goals.ts';
import { fillTheTracker } from './support/sample-data.ts';
import { telegramSignInViaApi } from './support/session.ts';
import {
  androidDayTheme,
  darkTheme,
  installTelegramClient,
  iosDayTheme,
  iosNightTheme,
  lightTheme,
  miniAppUrl,
  newTelegramUser,
} from './support/telegram.ts';

/*
 * The Mini App inside Telegram differs from the web app in what axe sees: the colours are the
 * Telegram theme's (--tg-theme-*), the platform picks telegram-ui's iOS or base look, and the
 * shell has no login or logout. So the main screens once more: in Telegram Web's stock day theme
 * on iOS and its night theme on Android, in the day themes the iOS and Android clients really
 * send (their paler hints are the hardest to read), and in iOS' night theme (its blue on its own
 * fill). The browser project, accessibility.spec.ts, covers all screens.
 */
for (const [name, theme, platform] of [
  ['day theme on iOS', lightTheme, 'ios'],
  ['night theme on Android', darkTheme, 'android'],
  ['iOS day theme on iOS', iosDayTheme, 'ios'],
  ['Android day theme on Android', androidDayTheme, 'android'],
  ['iOS night theme on iOS', iosNightTheme, 'ios'],
] as const) {
  test(`Telegram's ${name}: Home, the menu, the goal modal, /target, /mood, /profile and /bell`, async ({ page, request }) => {
    await skipOnboarding(page);
    await installTelegramClient(page, theme);
    const user = newTelegramUser('Вера');
    const session = await telegramSignInViaApi(request, user);
    await fillTheTracker(request, session.token);
    const audit = new AccessibilityAudit(page);

    await page.goto(miniAppUrl('/', user, theme, platform));
    await expect(page.getByTestId('profile-name')).toHaveText('Вера');
    await expect(page.getByTestId('note-card')).toHaveCount(2);
    await expect(page.getByTestId('tracked-goal')).toHaveCount(2);
    await audit.check('/');
    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('app-menu')).toBeVisible();
    await audit.check('/ menu');
    await page.getByTestId('menu-button').click();
    const modal = await openGoalModal(page);
    await audit.check('/ goal modal');
    await closeDialog(modal);

    await activate(page.getByTestId('nav-target'));
    await expect(page.getByTestId('goal-card')).toHaveCount(2);
    await audit.check('/target');
    await activate(page.getByTestId('nav-mood'));
    await expect(page.getByTestId('mood-panel-today').getByTestId('note-row')).toHaveCount(2);
    await audit.check('/mood');
    await activate(page.getByTestId('nav-profile'));
    await expect(page.getByTestId('status-card')).toBeVisible();
    await audit.check('/profile');
    // The count chips sit on the page's own colour, the night themes' hardest ground for hint text.
    await activate(page.getByTestId('nav-bell'));
    await expect(page.getByTestId('notifications-read-count')).toBeVisible();
    await audit.check('/bell');
    audit.expectNoViolations();
  });
}
