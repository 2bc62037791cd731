import { type APIRequestContext, type Page, test } from '@playwright/test';
import { skipOnboarding } from './support/app.ts';
import { expect, openGoalModal } from './support/goals.ts';
import { openHomeAs, signedInAs } from './support/session.ts';

const WELCOME = 'Привет! Я Лис — буду подсказывать. Начните с цели или отметьте настроение.';
const FIRST_GOAL = 'Отлично, первая цель поставлена! Маленькие шаги каждый день — и всё получится.';

/** Fake timers, frozen at the start: the tests move time on by hand (core.md 9 timings). */
async function freezeClock(page: Page): Promise<void> {
  const start = new Date('2026-03-02T09:00:00+03:00');
  // Installed a minute early: the fake time flows until the pause, and pausing in its past fails.
  await page.clock.install({ time: new Date(start.getTime() - 60_000) });
  await page.clock.pauseAt(start);
}

/** The fox is attached 1 s after the shell starts; its (empty) tip region then exists. */
async function attachFox(page: Page): Promise<void> {
  await page.clock.fastForward(1000);
  await expect(page.getByTestId('fox-tips')).toBeAttached();
}

/** A new user on Home with the page's clock frozen, 4 s after the fox was attached: 1 s before the welcome tip. */
async function newUserAwaitingWelcome(page: Page, request: APIRequestContext): Promise<void> {
  await skipOnboarding(page, { foxTips: false });
  await freezeClock(page);
  await openHomeAs(page, await signedInAs(page, request, 'fox'));
  await attachFox(page);
  await page.clock.fastForward(3900);
}

async function closeTip(page: Page): Promise<void> {
  await page.getByTestId('fox-tip').getByRole('button', { name: 'Закрыть' }).click();
  await page.clock.runFor(200);
  await expect(page.getByTestId('fox-tip')).toHaveCount(0);
}

test('the welcome tip comes 5 s after the first visit, once', async ({ page, request }) => {
  await newUserAwaitingWelcome(page, request);
  await expect(page.getByTestId('fox-tip')).toHaveCount(0);
  await page.clock.fastForward(100);
  const tip = page.getByTestId('fox-tip');
  await expect(tip).toBeVisible();
  await expect(tip).toHaveAttribute('data-tip', 'welcome');
  await expect(tip).toContainText(WELCOME);
  await expect(tip.locator('img')).toHaveAttribute('src', '/stickers/fox-hello.svg');

  await closeTip(page);
  await page.reload();
  await expect(page.getByTestId('profile-name')).toBeVisible();
  await attachFox(page);
  await page.clock.fastForward(10_000);
  await expect(page.getByTestId('fox-tip')).toHaveCount(0);
});

test("a fox that cannot be loaded (offline) is left out of the tip, not drawn as a broken image (core.md 8)", async ({ page, request }) => {
  await page.route('**/stickers/fox-*.svg', (route) => route.abort('internetdisconnected'));
  await newUserAwaitingWelcome(page, request);
  await page.clock.fastForward(100);
  const tip = page.getByTestId('fox-tip');
  await expect(tip).toContainText(WELCOME);
  await expect(tip.locator('img')).toHaveCount(0);
});

test('the tip lets clicks through to the page under it, and leaves by itself after 8 s', async ({ page, request }) => {
  await newUserAwaitingWelcome(page, request);
  await page.clock.fastForward(100);
  const tip = page.getByTestId('fox-tip');
  await expect(tip).toBeVisible();

  // What a tap in the middle of the bubble hits is the page, not the tip.
  const text = await tip.getByText(WELCOME).boundingBox();
  if (!text) throw new Error('no tip text');
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid="fox-tip"]') !== null, [text.x + text.width / 2, text.y + text.height / 2]);
  expect(hit).toBe(false);

  await page.clock.runFor(7_999);
  await expect(tip).toBeVisible();
  await page.clock.runFor(1 + 200);
  await expect(tip).toHaveCount(0);
});

test('the welcome tip waits for the onboarding to finish', async ({ page, request }) => {
  await freezeClock(page);
  await openHomeAs(page, await signedInAs(page, request, 'fox'));
  const onboarding = page.getByTestId('onboarding');
  await expect(onboarding).toBeVisible();
  await attachFox(page);
  await page.clock.fastForward(10_000);
  await expect(page.getByTestId('fox-tip')).toHaveCount(0);

  await onboarding.getByRole('button', { name: 'Закрыть' }).click();
  await expect(onboarding).toHaveCount(0);
  await page.clock.fastForward(4900);
  await expect(page.getByTestId('fox-tip')).toHaveCount(0);
  await page.clock.fastForward(100);
  await expect(page.getByTestId('fox-tip')).toContainText(WELCOME);
});

async function createGoal(page: Page, title: string): Promise<void> {
  const modal = await openGoalModal(page);
  await modal.getByLabel('Название').fill(title);
  await modal.getByLabel('Категория').selectOption({ label: 'Здоровье' });
  await modal.getByRole('button', { name: 'Создать цель' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('tracked-goal').filter({ hasText: title })).toBeVisible();
}

test('the first goal is congratulated 1 s after it is created, the second is not', async ({ page, request }) => {
  await skipOnboarding(page, { foxTips: false });
  await page.addInitScript(() => window.localStorage.setItem('fox-tip-welcome-seen', 'true'));
  await freezeClock(page);
  await openHomeAs(page, await signedInAs(page, request, 'fox'));
  await attachFox(page);

  await createGoal(page, 'Пробежать 5 км');
  await page.clock.fastForward(900);
  await expect(page.getByTestId('fox-tip')).toHaveCount(0);
  await page.clock.fastForward(100);
  const tip = page.getByTestId('fox-tip');
  await expect(tip).toHaveAttribute('data-tip', 'firstGoal');
  await expect(tip).toContainText(FIRST_GOAL);
  await expect(tip.locator('img')).toHaveAttribute('src', '/stickers/fox-happy.svg');
  await closeTip(page);

  await createGoal(page, 'Прочитать книгу');
  await page.clock.fastForward(5000);
  await expect(page.getByTestId('fox-tip')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('fox-tip-first-item-seen'))).toBe('true');
});

test('the open menu drops down over the tip, not under it', async ({ page, request }) => {
  await newUserAwaitingWelcome(page, request);
  await page.clock.fastForward(100);
  await expect(page.getByTestId('fox-tip')).toBeVisible();

  await page.getByTestId('menu-button').click();
  const menu = page.getByTestId('app-menu');
  await expect(menu).toBeVisible();
  // Every point of the menu where it meets the tip shows the menu. The tip lets taps through
  // (pointer-events: none), so it takes them for this check, which then finds what is drawn on top.
  await page.addStyleTag({ content: '.fox-tips, .fox-tips * { pointer-events: auto !important; }' });
  const tip = (await page.getByTestId('fox-tip').boundingBox())!;
  const box = (await menu.boundingBox())!;
  const top = Math.max(tip.y, box.y);
  const bottom = Math.min(tip.y + tip.height, box.y + box.height);
  expect(bottom).toBeGreaterThan(top);
  const covered = await page.evaluate(
    ({ x, ys }) => ys.map((y) => document.elementFromPoint(x, y)?.closest('[data-testid="app-menu"]') !== null),
    { x: box.x + box.width / 2, ys: [top + 2, (top + bottom) / 2, bottom - 2] },
  );
  expect(covered).toEqual([true, true, true]);
});
