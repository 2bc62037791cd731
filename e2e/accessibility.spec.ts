import { type Locator, type Page, test } from '@playwright/test';
import { MEMORY_GIFT_KEY, giftIdOf } from '@tracker/shared/domain';
import { skipOnboarding } from './support/app.ts';
import { AccessibilityAudit, activate, closeDialog } from './support/axe.ts';
import { buyGiftViaApi, earnCoins, treasureCard } from './support/coins.ts';
import { createGoalViaApi, dayKeyIn, expect, expectLimitModalOnSave, goalCard, openGoalModal } from './support/goals.ts';
import { noteEditor, todayCell } from './support/notes.ts';
import { STEPS_GOAL, fillTheTracker } from './support/sample-data.ts';
import { openHomeAs, signedInAs } from './support/session.ts';

/*
 * Every screen of core.md 2 and rewards.md 2, with its tabs and popups, in the light and the dark
 * scheme, checked by axe-core against WCAG 2.0/2.1 A and AA (no serious or critical violation)
 * and for taps: every control takes them on at least 44 px of height (support/axe.ts).
 * Outside Telegram the app follows prefers-color-scheme (miniapp/src/app/use-appearance.ts), so
 * the browser's colour scheme picks the theme. A failure lists every finding of the test: the
 * state it was found in, the rule, the node and axe's help.
 */

/** Opens a tab of the Mood screen from the keyboard; answers its panel. */
async function moodTab(page: Page, name: string, key: string): Promise<Locator> {
  await activate(page.getByRole('tab', { name }));
  const panel = page.getByTestId(`mood-panel-${key}`);
  await expect(panel).toBeVisible();
  return panel;
}

/** Waits until the page shows its first-level heading `name` (the screen has drawn). */
async function screenShown(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

// Each test walks a whole screen's states with two audits in each: more than one ordinary test's time.
test.describe.configure({ timeout: 60_000 });

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test('signed out: onboarding, /login and the information pages', async ({ page }) => {
      const audit = new AccessibilityAudit(page);
      await page.goto('/login');
      await expect(page.getByTestId('onboarding')).toBeVisible();
      await audit.check('onboarding');
      await page.getByTestId('onboarding-close').click();
      await expect(page.getByLabel('Логин')).toBeVisible();
      await audit.check('/login');
      await activate(page.getByRole('button', { name: 'Войти', exact: true }));
      await expect(page.getByText('Пожалуйста, заполните все поля')).toBeVisible();
      await audit.check('/login with an error');
      for (const path of ['/policy', '/rules', '/contact', '/about']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await audit.check(path);
      }
      audit.expectNoViolations();
    });

    test('Home with goals, habits and notes; the note popups, the goal/habit modal, the limit modal', async ({ page, request }) => {
      await skipOnboarding(page);
      const user = await signedInAs(page, request, 'a11yhome');
      await fillTheTracker(request, user.token, 3);
      const audit = new AccessibilityAudit(page);
      await openHomeAs(page, user);
      await expect(page.getByTestId('note-card')).toHaveCount(2);
      await expect(page.getByTestId('tracked-goal')).toHaveCount(3);
      await expect(page.getByTestId('home-blog').getByTestId('blog-post-card').first()).toBeVisible();
      await audit.check('/');

      await page.getByRole('button', { name: 'Открыть меню' }).click();
      // The open menu is named for what it is; its button now says what it does.
      await expect(page.getByRole('navigation', { name: 'Меню', exact: true })).toBeVisible();
      await audit.check('/ menu');
      await page.getByRole('button', { name: 'Закрыть меню' }).click();
      await expect(page.getByTestId('app-menu')).toBeHidden();

      await page.getByTestId('note-card').first().click();
      const view = page.getByTestId('note-view');
      await expect(view).toBeVisible();
      await audit.check('/ note view');
      await closeDialog(view);

      await page.getByTestId('home-mood').getByRole('button', { name: 'Добавить запись' }).click();
      await expect(noteEditor(page)).toBeVisible();
      await audit.check('/ note editor');
      await noteEditor(page).getByRole('button', { name: 'Добавить эмодзи' }).click();
      await expect(page.getByTestId('emoji-picker')).toBeVisible();
      await audit.check('/ note editor, emoji picker');
      await closeDialog(noteEditor(page));

      const modal = await openGoalModal(page);
      await audit.check('/ goal modal, goal');
      await activate(modal.getByRole('tab', { name: 'Привычка' }));
      await activate(modal.getByRole('tab', { name: 'Еженедельно' }));
      await expect(modal.getByRole('group', { name: 'Дни недели' })).toBeVisible();
      await audit.check('/ goal modal, weekly habit');
      await closeDialog(modal);

      const limit = await expectLimitModalOnSave(page, 'Четвёртая цель');
      await audit.check('/ limit modal');
      await limit.getByRole('button', { name: 'Понятно', exact: true }).click();
      audit.expectNoViolations();
    });

    test("Home: the fox's welcome tip", async ({ page, request }) => {
      await skipOnboarding(page, { foxTips: false });
      await page.clock.install();
      const user = await signedInAs(page, request, 'a11yfox');
      const audit = new AccessibilityAudit(page);
      await openHomeAs(page, user);
      await page.clock.fastForward(6000);
      await expect(page.getByTestId('fox-tip')).toBeVisible();
      await audit.check('/ fox tip');
      audit.expectNoViolations();
    });

    test('/target: goals with their popups, habits with the chart, the calendar and a day', async ({ page, request }) => {
      await skipOnboarding(page);
      const user = await signedInAs(page, request, 'a11ytarget');
      await fillTheTracker(request, user.token);
      const audit = new AccessibilityAudit(page);
      await page.goto('/target');
      await screenShown(page, 'Цели и привычки');
      await expect(page.getByTestId('goal-card')).toHaveCount(2);
      const card = goalCard(page, STEPS_GOAL);
      await card.getByRole('button', { name: 'Подзадачи 1/2' }).click();
      await expect(card.getByTestId('goal-subgoals')).toBeVisible();
      await audit.check('/target goals, sub-steps open');

      await card.getByRole('button', { name: 'Подробнее' }).click();
      const details = page.getByTestId('goal-details');
      await expect(details).toBeVisible();
      await audit.check('/target goal details');
      await closeDialog(details);
      await card.getByRole('button', { name: 'Удалить' }).click();
      const confirm = page.getByRole('dialog', { name: 'Удалить цель?' });
      await expect(confirm).toBeVisible();
      await audit.check('/target delete confirmation');
      await confirm.getByRole('button', { name: 'Отмена' }).click();
      await expect(confirm).toBeHidden();
      await activate(page.getByRole('tab', { name: 'Завершённые', exact: true }));
      await expect(page.getByText('Нет завершённых целей')).toBeVisible();
      await audit.check('/target completed goals, empty');

      await activate(page.getByRole('tab', { name: 'Привычки' }));
      await expect(page.getByTestId('habit-card')).toHaveCount(3);
      await audit.check('/target habits');
      await page.getByTestId('habit-card').filter({ hasText: 'Медитация' }).getByRole('button', { name: 'График прогресса' }).click();
      const chart = page.getByTestId('habit-chart-dialog');
      await expect(chart).toBeVisible();
      await audit.check('/target habit chart');
      await closeDialog(chart);

      await activate(page.getByRole('tab', { name: 'Календарь' }));
      const day = page.locator(`[data-testid="calendar-day"][data-day="${dayKeyIn(2)}"]`);
      await expect(day.getByTestId('calendar-goal-chip')).toBeVisible();
      await audit.check('/target calendar');
      await day.click();
      await expect(page.getByTestId('calendar-day-popup')).toBeVisible();
      await audit.check('/target calendar day');
      audit.expectNoViolations();
    });

    test('/mood: its three tabs and the day popups', async ({ page, request }) => {
      await skipOnboarding(page);
      const user = await signedInAs(page, request, 'a11ymood');
      await fillTheTracker(request, user.token);
      const audit = new AccessibilityAudit(page);
      await page.goto('/mood');
      await screenShown(page, 'Настроение');
      await expect(page.getByTestId('mood-panel-today').getByTestId('note-row')).toHaveCount(2);
      await audit.check('/mood today');
      const week = await moodTab(page, 'Неделя', 'week');
      await expect(week.getByTestId('week-bar')).toHaveCount(7);
      await audit.check('/mood week');
      const all = await moodTab(page, 'Всё время', 'all');
      await expect(all.getByTestId('note-row')).toHaveCount(2);
      await audit.check('/mood all time');
      await todayCell(page).click();
      const dayNotes = page.getByTestId('day-notes-dialog');
      await expect(dayNotes.getByTestId('note-row')).toHaveCount(2);
      await audit.check('/mood day popup');
      await dayNotes.getByRole('button', { name: 'Настроение дня' }).click();
      await expect(page.getByRole('dialog', { name: /^Настроение на / })).toBeVisible();
      await audit.check('/mood day mood popup');
      audit.expectNoViolations();
    });

    test('/profile with a plant, and its dialogs', async ({ page, request }) => {
      await skipOnboarding(page);
      const user = await signedInAs(page, request, 'a11yprofile');
      await earnCoins(request, user.token, 4);
      await buyGiftViaApi(request, user.token, giftIdOf('plant_luck_sprout'));
      const audit = new AccessibilityAudit(page);
      await page.goto('/profile');
      await expect(page.getByTestId('plant-card')).toBeVisible();
      await expect(page.getByTestId('status-card')).toBeVisible();
      await audit.check('/profile');
      for (const [button, dialog] of [
        ['profile-account-settings', 'account-settings-dialog'],
        ['profile-edit', 'edit-profile-dialog'],
        ['animation-card-change', 'animation-picker'],
      ] as const) {
        await page.getByTestId(button).click();
        await expect(page.getByTestId(dialog)).toBeVisible();
        await audit.check(`/profile ${dialog}`);
        await closeDialog(page.getByTestId(dialog));
      }
      audit.expectNoViolations();
    });

    test('/bell with a notification and its settings panel', async ({ page, request }) => {
      await skipOnboarding(page);
      const user = await signedInAs(page, request, 'a11ybell');
      // The first goal earns an achievement, which arrives as a notification.
      await createGoalViaApi(request, user.token, { title: STEPS_GOAL, category: 1 });
      const audit = new AccessibilityAudit(page);
      await page.goto('/bell');
      await screenShown(page, 'Уведомления');
      await expect(page.getByTestId('notification-item')).toHaveCount(1);
      await audit.check('/bell');
      await page.getByRole('button', { name: 'Настройки' }).click();
      const panel = page.getByRole('dialog', { name: 'Настройки типов уведомлений' });
      await expect(panel.getByTestId('notification-settings')).toHaveAttribute('data-source', 'server');
      await audit.check('/bell settings panel');
      audit.expectNoViolations();
    });

    test('/gift: both tabs, the previews and the memory game', async ({ page, request }) => {
      await skipOnboarding(page);
      const user = await signedInAs(page, request, 'a11ygift');
      await earnCoins(request, user.token);
      const memory = giftIdOf(MEMORY_GIFT_KEY);
      await buyGiftViaApi(request, user.token, memory);
      const audit = new AccessibilityAudit(page);
      await page.goto('/gift');
      await screenShown(page, 'Сокровища');
      await expect(page.getByTestId('treasure-card').first()).toBeVisible();
      await audit.check('/gift not received');

      await page.getByRole('button', { name: /^Посмотреть анимацию/ }).first().click();
      const animation = page.getByTestId('animation-preview');
      await expect(animation).toBeVisible();
      await audit.check('/gift animation preview');
      await closeDialog(animation);
      await page.getByRole('button', { name: /^Открыть набор стикеров/ }).first().click();
      const stickers = page.getByTestId('sticker-set-modal');
      await expect(stickers.getByTestId('sticker-set-stickers').locator('img').first()).toBeVisible();
      await audit.check('/gift sticker set preview');
      await closeDialog(stickers);

      await activate(page.getByRole('tab', { name: 'Полученные', exact: true }));
      await expect(treasureCard(page, memory)).toBeVisible();
      await audit.check('/gift received');
      await treasureCard(page, memory).getByRole('button', { name: 'Играть' }).click();
      const game = page.getByTestId('memory-game');
      await expect(game.getByText('Выберите уровень')).toBeVisible();
      await audit.check('/gift memory game menu');
      await activate(page.getByTestId('memory-level-easy'));
      await expect(page.getByTestId('memory-card')).toHaveCount(16);
      await audit.check('/gift memory game board');
      audit.expectNoViolations();
    });

    test('/blog and a post popup', async ({ page, request }) => {
      await skipOnboarding(page);
      await signedInAs(page, request, 'a11yblog');
      const audit = new AccessibilityAudit(page);
      await page.goto('/blog');
      await screenShown(page, 'Блог');
      const card = page.getByTestId('blog-post-card').first();
      await expect(card).toBeVisible();
      await audit.check('/blog');
      const title = (await card.getByRole('heading', { level: 2 }).textContent())!;
      await card.getByRole('button', { name: title }).click();
      const dialog = page.getByTestId('blog-post-dialog');
      await expect(dialog.getByTestId('blog-post-content')).toBeVisible();
      await audit.check('/blog post popup');
      audit.expectNoViolations();
    });

    test('/achievements, its three tabs', async ({ page, request }) => {
      await skipOnboarding(page);
      const user = await signedInAs(page, request, 'a11yach');
      await createGoalViaApi(request, user.token, { title: STEPS_GOAL, category: 1 });
      const audit = new AccessibilityAudit(page);
      await page.goto('/achievements');
      await screenShown(page, 'Достижения');
      await expect(page.getByTestId('achievement-card').first()).toBeVisible();
      await audit.check('/achievements all');
      for (const name of ['Полученные', 'Не полученные']) {
        await activate(page.getByRole('tab', { name, exact: true }));
        await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByTestId('achievement-card').first()).toBeVisible();
        await audit.check(`/achievements ${name}`);
      }
      audit.expectNoViolations();
    });
  });
}

test('an open dialog is modal: Tab stays inside it, the toasts stay reachable, closing gives focus back', async ({ page, request }) => {
  await skipOnboarding(page);
  const user = await signedInAs(page, request, 'a11ymodal');
  await earnCoins(request, user.token);
  await openHomeAs(page, user);
  const add = page.getByTestId('nav-add');
  await activate(add);
  const modal = page.getByRole('dialog', { name: 'Новая цель' });
  await expect(modal).toBeVisible();
  // More presses than the form has controls: focus goes round the dialog (and out to the browser
  // after its last control, as with a native modal), never to the page under the backdrop.
  const focusOnPage = () => page.evaluate(() => {
    const focused = document.activeElement;
    return focused !== null && focused !== document.body && !focused.closest('[role="dialog"]') ? focused.outerHTML.slice(0, 120) : null;
  });
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusOnPage()).toBeNull();
  }
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(add).toBeFocused();

  // A dialog that replaces another (details -> 'Завершить?') gives the focus back to the card's button.
  await createGoalViaApi(request, user.token, { title: 'Фокус', description: '', category: 1, subgoals: [] });
  await page.goto('/target');
  const details = goalCard(page, 'Фокус').getByRole('button', { name: 'Подробнее' });
  await activate(details);
  await activate(page.getByTestId('goal-details').getByRole('button', { name: 'Завершить' }));
  const confirm = page.getByRole('dialog').last();
  await expect(page.getByTestId('goal-details')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(details).toBeFocused();
  await expect(page.locator('[inert]')).toHaveCount(0);

  // A toast about what the dialog did can be closed while the dialog stays open.
  await page.goto('/gift');
  await page.getByRole('button', { name: 'Посмотреть анимацию «Звёздный дождь»' }).click();
  const preview = page.getByRole('dialog', { name: 'Звёздный дождь' });
  await preview.getByRole('button', { name: /^Получить за \d+ монет$/ }).click();
  const bought = page.getByTestId('toast').filter({ hasText: 'Анимация Звёздный дождь получена' });
  await bought.getByRole('button', { name: 'Закрыть уведомление' }).click();
  await expect(bought).toHaveCount(0);
  await expect(preview).toBeVisible();
});


test("a calendar's days are one Tab stop, today's, and the arrow keys, Home and End walk them", async ({ page, request }) => {
  await skipOnboarding(page);
  // Wednesday 18 November 2026, in the middle of its week and its month.
  await page.clock.install({ time: new Date('2026-11-18T12:00:00+03:00') });
  await signedInAs(page, request, 'a11ygrid');
  await page.goto('/target?tab=calendar');
  const days = page.getByTestId('calendar-day');
  await expect(days).toHaveCount(42);
  await expect(days.and(page.locator('[tabindex="0"]'))).toHaveCount(1);
  await page.getByRole('button', { name: 'Следующий месяц' }).focus();
  await page.keyboard.press('Tab');
  const focusedDay = page.locator('[data-day]:focus');
  await expect(focusedDay).toHaveAttribute('data-day', '2026-11-18');
  for (const [key, day] of [
    ['ArrowRight', '2026-11-19'],
    ['ArrowDown', '2026-11-26'],
    ['Home', '2026-11-23'],
    ['End', '2026-11-29'],
    ['ArrowUp', '2026-11-22'],
    ['ArrowLeft', '2026-11-21'],
  ] as const) {
    await page.keyboard.press(key);
    await expect(focusedDay, key).toHaveAttribute('data-day', day);
  }
  // Tab leaves the grid at once; coming back lands on the day last walked to, which Enter opens.
  await page.keyboard.press('Tab');
  await expect(focusedDay).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(focusedDay).toHaveAttribute('data-day', '2026-11-21');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Цели на 21 ноября 2026' })).toBeVisible();

  // The mood calendar: its month's days likewise.
  await page.goto('/mood');
  await activate(page.getByRole('tab', { name: 'Всё время' }));
  const cells = page.getByTestId('mood-cell');
  await expect(cells.first()).toBeVisible();
  await expect(cells.and(page.locator('[tabindex="0"]'))).toHaveAttribute('data-day', '2026-11-18');
  await cells.and(page.locator('[tabindex="0"]')).focus();
  await page.keyboard.press('ArrowDown');
  await expect(focusedDay).toHaveAttribute('data-day', '2026-11-25');
});

test('the arrow keys, Home and End walk a tab list and a radio group, choosing what they reach', async ({ page, request }) => {
  await skipOnboarding(page);
  await signedInAs(page, request, 'a11yarrows');
  await page.goto('/target');
  const tabs = page.getByRole('tablist', { name: 'Цели и привычки' });
  const selectedTab = tabs.locator('[role=tab][aria-selected=true]');
  // The list is one Tab stop, its chosen tab: Tab leaves it, Shift+Tab comes back to that tab.
  await expect(tabs.locator('[role=tab][tabindex="0"]')).toHaveText('Цели');
  await tabs.getByRole('tab', { name: 'Цели' }).focus();
  // Its ring is drawn inside the tab: the strip clips whatever passes its edge.
  await expect(page.locator(':focus')).toHaveCSS('outline-offset', '-2px');
  await page.keyboard.press('Tab');
  await expect(tabs.locator('[role=tab]:focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(tabs.getByRole('tab', { name: 'Цели' })).toBeFocused();
  for (const [key, name] of [
    ['ArrowRight', 'Привычки'],
    ['End', 'Календарь'],
    ['ArrowRight', 'Цели'],
    ['ArrowLeft', 'Календарь'],
    ['Home', 'Цели'],
  ] as const) {
    await page.keyboard.press(key);
    await expect(selectedTab, key).toHaveText(name);
    await expect(tabs.getByRole('tab', { name }), key).toBeFocused();
  }
  // Up and down belong to the page's scroll, not to a row of tabs.
  await page.keyboard.press('ArrowDown');
  await expect(selectedTab).toHaveText('Цели');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/[?&]tab=habits/);
  await expect(tabs.locator('[role=tab][tabindex="0"]')).toHaveText('Привычки');

  // The note editor's moods: a radio group, all four arrows.
  await page.goto('/');
  await page.getByRole('group', { name: 'Как ваше настроение сейчас?' }).getByRole('button', { name: 'Нормально' }).click();
  const moods = noteEditor(page).getByRole('radiogroup');
  await expect(moods.getByRole('radio', { name: 'Нормально' })).toHaveAttribute('aria-checked', 'true');
  await expect(moods.locator('[role=radio][tabindex="-1"]')).toHaveCount(4);
  await moods.getByRole('radio', { name: 'Нормально' }).focus();
  for (const [key, name] of [
    ['ArrowRight', 'Хорошо'],
    ['ArrowDown', 'Отлично'],
    ['ArrowDown', 'Ужасно'],
    ['ArrowUp', 'Отлично'],
    ['Home', 'Ужасно'],
  ] as const) {
    await page.keyboard.press(key);
    await expect(moods.getByRole('radio', { name }), key).toHaveAttribute('aria-checked', 'true');
    await expect(moods.getByRole('radio', { name }), key).toBeFocused();
  }
});

test("a focused field wears one ring, around its box: telegram-ui's, or the app's outline when the field shows an error", async ({ page, request }) => {
  await skipOnboarding(page);
  const user = await signedInAs(page, request, 'a11yring');
  await openHomeAs(page, user);
  const modal = await openGoalModal(page);
  const title = modal.getByLabel('Название');
  const boxRing = () => title.evaluate((input) => getComputedStyle(input.closest('label')!).boxShadow);
  await title.focus();
  await expect(title).toHaveCSS('outline-style', 'none');
  expect(await boxRing()).toMatch(/2px/);

  // An empty title saved: the field's red border replaces telegram-ui's ring; the outline goes around the box.
  await modal.getByTestId('goal-save').click();
  await title.focus();
  await expect(title).toHaveCSS('outline-style', 'none');
  expect(await title.evaluate((input) => getComputedStyle(input.closest('label')!).outlineStyle)).toBe('solid');
});

test('the keyboard focus never falls to the page when what held it goes: a deleted or completed goal, a bought treasure; the completion is said', async ({ page, request }) => {
  await skipOnboarding(page);
  const user = await signedInAs(page, request, 'a11yrescue');
  await earnCoins(request, user.token);
  for (const title of ['Удалить меня', 'Завершить меня']) await createGoalViaApi(request, user.token, { title, category: 1 });
  await page.goto('/target');
  const focusIsLost = () => page.evaluate(() => document.activeElement === null || document.activeElement === document.body);
  const focusInScreen = () => page.evaluate(() => document.activeElement?.closest('main') !== null);

  await activate(goalCard(page, 'Удалить меня').getByRole('button', { name: 'Удалить' }));
  await activate(page.getByRole('dialog', { name: 'Удалить цель?' }).getByRole('button', { name: 'Удалить' }));
  await expect(goalCard(page, 'Удалить меня')).toHaveCount(0);
  await expect.poll(focusIsLost).toBe(false);
  expect(await focusInScreen()).toBe(true);

  await activate(goalCard(page, 'Завершить меня').getByRole('button', { name: 'Завершить' }));
  await activate(page.getByRole('dialog', { name: 'Завершить цель?' }).getByRole('button', { name: 'Завершить' }));
  await expect(page.getByTestId('celebration')).toBeVisible();
  // Said through the page's live region, which was there before (a region born with its text is often not read).
  await expect(page.locator('#app-announcer[aria-live="polite"]')).toHaveText('Цель завершена!');
  await expect.poll(focusIsLost).toBe(false);
  expect(await focusInScreen()).toBe(true);

  // A treasure bought leaves the 'Не полученные' list it was on.
  await page.goto('/gift');
  await expect(page.getByRole('tablist', { name: 'Сокровища' })).toBeVisible();
  await activate(treasureCard(page, giftIdOf(MEMORY_GIFT_KEY)).getByRole('button', { name: /^Получить/ }));
  await expect(page.getByTestId('toast').filter({ hasText: 'Сокровище получено!' })).toBeVisible();
  await expect.poll(focusIsLost).toBe(false);
  expect(await focusInScreen()).toBe(true);
});

test('Tabbing out of the open header menu closes it: what takes the focus is not under the dropdown', async ({ page, request }) => {
  await skipOnboarding(page);
  await openHomeAs(page, await signedInAs(page, request, 'a11ymenu'));
  await activate(page.getByTestId('menu-button'));
  const menu = page.getByTestId('app-menu');
  await expect(menu).toBeVisible();
  const items = await menu.getByRole('button').count();
  for (let i = 0; i <= items; i += 1) await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
});

test("the account settings' link buttons say which account each links", async ({ page, request }) => {
  await skipOnboarding(page);
  await signedInAs(page, request, 'a11ylinks');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Настройки аккаунта' }).click();
  const settings = page.getByRole('dialog', { name: 'Настройки аккаунта' });
  await expect(settings.getByRole('button', { name: 'Привязать Telegram', exact: true })).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Привязать ВКонтакте', exact: true })).toBeVisible();
});
