/** Screens keep their layout while their data arrives, measured as CLS (support/layout-shift.ts). */
import { type Page, test } from '@playwright/test';
import { FREE_LIMITS } from '@tracker/shared/domain';
import { holdAnswers, skipOnboarding } from './support/app.ts';
import { expect } from './support/goals.ts';
import { STABLE, layoutShiftSoFar, watchLayoutShifts } from './support/layout-shift.ts';
import { signedInAs } from './support/session.ts';

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
  await watchLayoutShifts(page);
});

test("Home: 'Загружаем заметки...' stands where the first notes will be, and nothing moves when they come", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'stablehome');
  // As many as a free user may write today: two rows of cards, like the placeholder's four.
  for (let i = 1; i <= FREE_LIMITS.notes; i++) {
    const created = await request.post('/api/notes/', {
      headers: { Authorization: `Bearer ${user.token}` },
      data: { mood: 4, title: `Запись ${i}`, text: 'Пять километров вдоль реки и много сил на весь день' },
    });
    expect(created.ok()).toBe(true);
  }
  const release = await holdAnswers(page, '/api/notes/list/**');
  await page.goto('/');
  await expect(page.getByText('Загружаем заметки...')).toBeVisible();
  await expect(page.getByTestId('tracked-goals')).toBeVisible();

  release();
  await expect(page.getByTestId('home-notes').getByRole('listitem')).toHaveCount(FREE_LIMITS.notes);
  await expect(page.getByText('Загружаем заметки...')).toHaveCount(0);
  expect(await layoutShiftSoFar(page)).toBeLessThan(STABLE);
});

test("Mood: the greeting's placeholder has the greeting's size and never names 'Пользователь' while the profile loads", async ({ page, request }) => {
  const user = await signedInAs(page, request, 'stablemood');
  const releaseGreeting = await holdAnswers(page, '/api/main/');
  const releaseProfile = await holdAnswers(page, '/api/user/profile/');
  await page.goto('/mood');
  const greeting = page.getByTestId('mood-greeting');
  await expect(greeting).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('tab', { name: 'Сегодня' })).toBeVisible();
  await expect(greeting).not.toContainText('Пользователь');

  releaseProfile();
  releaseGreeting();
  await expect(greeting.getByRole('heading', { level: 2 })).toHaveText(`Привет, ${user.username}!`);
  await expect(greeting).toHaveAttribute('aria-busy', 'false');
  expect(await layoutShiftSoFar(page)).toBeLessThan(STABLE);
});

test('Profile: its cards and settings keep their places while the profile loads', async ({ page, request }) => {
  await signedInAs(page, request, 'stableprofile');
  const release = await holdAnswers(page, '/api/user/profile/');
  await page.goto('/profile');
  const editEntry = page.getByTestId('profile-edit');
  await expect(editEntry).toBeDisabled();

  release();
  await expect(page.getByTestId('status-card')).toBeVisible();
  await expect(editEntry).toBeEnabled();
  expect(await layoutShiftSoFar(page)).toBeLessThan(STABLE);
});

test("Profile: the subscription plans' prices arrive after the profile, into a line kept for them: the cards below stay put", async ({ page, request }) => {
  await signedInAs(page, request, 'stableplans');
  const release = await holdAnswers(page, '/api/user/subscription/plans/');
  await page.goto('/profile');
  const statusCard = page.getByTestId('status-card');
  await expect(statusCard).toBeVisible();
  const monthly = page.getByTestId('subscription-plan-monthly');
  await expect(monthly).toHaveText('Месяц');
  const before = (await statusCard.boundingBox())!.y;

  release();
  await expect(monthly).toHaveText(/^Месяц\s*\d+ звёзд$/);
  expect((await statusCard.boundingBox())!.y).toBe(before);
});

/** Every height the open sheet's panel has had, sampled each frame from the click that opens it. */
async function samplePanelHeights(page: Page): Promise<void> {
  await page.evaluate(() => {
    const heights: number[] = [];
    (window as unknown as { panelHeights: number[] }).panelHeights = heights;
    const sample = () => {
      const panel = document.querySelector('.sheet-dialog__panel');
      if (panel) heights.push(Math.round(panel.getBoundingClientRect().height));
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}
const panelHeights = (page: Page) => page.evaluate(() => [...new Set((window as unknown as { panelHeights: number[] }).panelHeights)]);

test('form sheets never move: the note editor while its pickers load, the goal form when its messages appear', async ({ page, request }) => {
  await signedInAs(page, request, 'sheets');
  await page.goto('/mood');
  await expect(page.getByText('Как проходит день?')).toBeVisible();
  await samplePanelHeights(page);
  await page.getByTestId('nav-add').click();
  const editor = page.getByRole('dialog', { name: 'Добавить заметку' });
  await expect(editor.getByTestId('sticker-picker')).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => panelHeights(page)).toHaveLength(1);
  await editor.getByRole('button', { name: 'Закрыть' }).click();
  await expect(editor).toBeHidden();

  await page.goto('/target');
  await samplePanelHeights(page);
  await page.getByTestId('nav-add').click();
  const form = page.getByRole('dialog', { name: 'Новая цель' });
  await form.getByRole('button', { name: 'Создать цель' }).click();
  await expect(form.getByText('Введите название')).toBeVisible();
  await expect(form.getByText('Пожалуйста, выберите категорию цели')).toBeVisible();
  expect(await panelHeights(page)).toHaveLength(1);
});

test('on a desktop the blog is 1200 px wide from its first frame, other pages keep 600 px, and the header row keeps 600 px on both', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAs(page, request, 'wideblog');
  const widthOf = (selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().width);
  // The blog's code is still on its way: the page is already as wide as it will be.
  const release = await holdAnswers(page, '/assets/blog-page-*.js');
  await page.goto('/blog');
  await expect(page.getByTestId('coin-balance')).toBeVisible();
  expect(await widthOf('.app-main')).toBe(1200);
  expect(await widthOf('.app-header__inner')).toBe(600);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Блог' })).toBeVisible();
  expect(await widthOf('.app-main')).toBe(1200);
  expect(await layoutShiftSoFar(page)).toBeLessThan(STABLE);

  await page.getByTestId('nav-profile').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
  expect(await widthOf('.app-main')).toBe(600);
  expect(await widthOf('.app-header__inner')).toBe(600);
});

test('a sheet opened on a scrolled page leaves the page where it was: the header stays on top, and it is all there when the sheet closes', async ({ page, request }) => {
  await signedInAs(page, request, 'sheetscroll');
  await page.goto('/profile');
  await expect(page.getByText('Редактировать профиль')).toBeVisible();
  const scrolled = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return window.scrollY;
  });
  expect(scrolled).toBeGreaterThan(300);
  const headerTop = async () => (await page.locator('.app-header').boundingBox())?.y;
  expect(await headerTop()).toBe(0);
  // Opened without scrolling to its button, as a tap on a button still in view would.
  await page.getByText('Редактировать профиль').evaluate((button) => (button as HTMLElement).click());
  const dialog = page.getByTestId('edit-profile-dialog');
  await expect(dialog).toBeVisible();
  expect(await headerTop()).toBe(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // The page behind keeps still under the wheel.
  await page.mouse.move(195, 60);
  await page.mouse.wheel(0, -400);
  await page.mouse.wheel(0, -400);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  expect(await headerTop()).toBe(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
