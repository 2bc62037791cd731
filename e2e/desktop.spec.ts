/** The plain web app with a mouse and a keyboard on a desktop screen. */
import { type Locator, test } from '@playwright/test';
import { skipOnboarding } from './support/app.ts';
import { expect, goalCard, openGoalModal } from './support/goals.ts';
import { fillTheTracker } from './support/sample-data.ts';
import { signedInAs } from './support/session.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('selecting text with the mouse past the form keeps the form and what was typed; a click on the backdrop closes it', async ({ page, request }) => {
  await signedInAs(page, request, 'desktopdrag');
  await page.goto('/target');
  const form = await openGoalModal(page);
  const title = form.getByLabel('Название');
  await title.fill('Выучить испанский');
  const box = (await title.boundingBox())!;
  await page.mouse.move(box.x + box.width - 10, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 20, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(8, 400, { steps: 4 });
  await page.mouse.up();
  await expect(form).toBeVisible();
  await expect(title).toHaveValue('Выучить испанский');

  await page.mouse.click(8, 400);
  await expect(form).toBeHidden();
});

test('Enter in a one-line field of the goal form saves it, as in any form', async ({ page, request }) => {
  await signedInAs(page, request, 'desktopenter');
  await page.goto('/target');
  const form = await openGoalModal(page);
  await form.getByLabel('Название').fill('Пробежка по утрам');
  await form.getByLabel('Категория').selectOption({ label: 'Здоровье' });
  await form.getByLabel('Название').press('Enter');
  await expect(form).toBeHidden();
  await expect(goalCard(page, 'Пробежка по утрам')).toBeVisible();
});

test("the mouse wheel scrolls Home's row of blog posts sideways, a card a notch", async ({ page, request }) => {
  await signedInAs(page, request, 'desktopwheel');
  await page.goto('/');
  const row = page.getByTestId('home-blog').getByRole('list');
  await expect(row.getByRole('listitem')).toHaveCount(12);
  const scrolled = () => row.evaluate((element) => element.scrollLeft);
  expect(await scrolled()).toBe(0);
  await row.hover();
  await page.mouse.wheel(0, 100);
  await expect.poll(scrolled).toBeGreaterThan(100);
  await page.mouse.wheel(0, -100);
  await expect.poll(scrolled).toBe(0);
});

test('icon-only buttons name themselves in a tooltip for the mouse', async ({ page, request }) => {
  await signedInAs(page, request, 'desktoptips');
  await page.goto('/');
  await expect(page.getByTestId('help-button')).toHaveAttribute('title', 'Помощь');
  const menu = page.getByRole('button', { name: 'Открыть меню' });
  await expect(menu).toHaveAttribute('title', 'Открыть меню');
});

test('what opens something answers the mouse: the header buttons, the profile card, a note and a blog card change under the pointer', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'desktophover');
  await fillTheTracker(request, token);
  await page.goto('/');
  /** The element's look (fill, layered fill, shadow, underline) once the pointer rests on it differs from its look before. */
  const answersHover = async (target: Locator) => {
    const look = () =>
      target.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.backgroundImage, style.boxShadow, style.textDecorationLine].join(' | ');
      });
    await page.mouse.move(0, 0);
    await expect(target).toBeVisible();
    const before = await look();
    await target.hover();
    await expect.poll(look).not.toBe(before);
  };
  await answersHover(page.getByTestId('help-button'));
  await answersHover(page.getByTestId('profile-card'));
  await answersHover(page.locator('.sticky-note').first());
  await answersHover(page.getByRole('link', { name: 'Все цели' }));
  await page.goto('/blog');
  await answersHover(page.locator('.blog-card').first());
  // What switches or acts answers too: a tab not chosen, a round icon button, a calendar's day.
  await page.goto('/target');
  await answersHover(page.getByTestId('target-tab-habits'));
  await answersHover(page.getByTestId('goals-subtab-completed'));
  await answersHover(page.getByRole('button', { name: 'Подробнее' }).first());
  await page.getByTestId('target-tab-calendar').click();
  await answersHover(page.locator('.calendar-day-cell').nth(10));
});

test('a dialog is a card in the middle of a desktop window, as tall as what it holds; the header keeps its row on the wide blog', async ({ page, request }) => {
  await signedInAs(page, request, 'desktopdialog');
  await page.goto('/target');
  const header = page.locator('.app-header__inner');
  const headerBox = (await header.boundingBox())!;
  const form = await openGoalModal(page);
  const panel = (await form.boundingBox())!;
  expect(panel.y).toBeGreaterThanOrEqual(24);
  expect(800 - (panel.y + panel.height)).toBeGreaterThanOrEqual(24); // room under it, not docked to the bottom edge
  expect(Math.abs(panel.y - (800 - panel.y - panel.height))).toBeLessThanOrEqual(2); // centred
  expect(await form.evaluate((element) => getComputedStyle(element).borderBottomLeftRadius)).not.toBe('0px');
  // A sub-step's field takes its row, as the title's does (but for the delete button).
  await form.getByRole('button', { name: 'Добавить подзадачу' }).click();
  const title = (await form.getByLabel('Название').boundingBox())!;
  const step = (await form.getByLabel('Подзадача 1').boundingBox())!;
  expect(step.width).toBeGreaterThan(title.width - 80);
  await form.getByRole('button', { name: 'Отмена' }).click();

  await page.goto('/blog');
  await expect(page.locator('.blog-card').first()).toBeVisible();
  expect(await header.boundingBox()).toEqual(headerBox);
});

test("'Добавить подзадачу' puts the cursor in the new sub-step, so typing goes on into it", async ({ page, request }) => {
  await signedInAs(page, request, 'desktopstep');
  await page.goto('/target');
  const form = await openGoalModal(page);
  for (const [i, step] of ['Купить кроссовки', 'Пробежать 5 км'].entries()) {
    await form.getByRole('button', { name: 'Добавить подзадачу' }).click();
    await expect(form.getByLabel(`Подзадача ${i + 1}`)).toBeFocused();
    await page.keyboard.type(step);
    await expect(form.getByLabel(`Подзадача ${i + 1}`)).toHaveValue(step);
  }
});
