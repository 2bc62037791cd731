import { type Page, test } from '@playwright/test';
import { giftIdOf } from '@tracker/shared/domain';
import { skipOnboarding, toast } from './support/app.ts';
import { achievementCoins, buyGiftViaApi, earnCoins, earnedByGoals, priceOf, treasureCard } from './support/coins.ts';
import { expect } from './support/goals.ts';
import { fillAndSave, noteEditor } from './support/notes.ts';
import { signedInAs } from './support/session.ts';

const FOX = giftIdOf('stickers_fox');
const CATS = giftIdOf('stickers_cats');
const SPACE = giftIdOf('stickers_space');
const FREE_STICKERS = 12;
/** Four goals pay for 'Котики' (40) but not for 'Космос' (120). */
const EARNED = earnedByGoals(4);


/** The note editor, opened by the central button on /mood. */
async function openEditorOnMood(page: Page) {
  await page.getByTestId('nav-mood').click();
  await page.getByTestId('nav-add').click();
  const editor = noteEditor(page);
  await expect(editor).toBeVisible();
  return editor;
}

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('buys a sticker set in its preview, equips it, and writes a note with one of its stickers', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { token } = await signedInAs(page, request, 'stk');
  expect(await earnCoins(request, token, 4)).toBe(EARNED);
  await page.goto('/mood');

  // Before: the editor offers the free set only (and remembers the list).
  let editor = await openEditorOnMood(page);
  await expect(editor.getByTestId('sticker-picker').getByRole('button')).toHaveCount(FREE_STICKERS);
  await editor.getByRole('button', { name: 'Закрыть' }).click();
  await expect(editor).toHaveCount(0);

  await page.getByTestId('gift-button').click();
  await page.getByTestId('treasures-filter-stickers').click();
  await expect(page.getByTestId('treasure-card')).toHaveCount(3);
  await expect(treasureCard(page, FOX)).toContainText('Редкое');

  // Too expensive: the preview shows the set and says so.
  await treasureCard(page, SPACE).getByRole('heading', { name: 'Космос' }).click();
  let preview = page.getByRole('dialog', { name: 'Космос' });
  await expect(preview.getByTestId('sticker-set-stickers').getByRole('img')).toHaveCount(10);
  await expect(preview.getByRole('img', { name: 'Стикер 1 из 10' })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Пример стикера в заметке' })).toHaveAttribute('src', '/stickers/space/astronaut.svg');
  await expect(preview.getByTestId('sticker-set-action')).toHaveText('Недостаточно монет');
  await expect(preview.getByTestId('sticker-set-action')).toBeDisabled();
  // The cost shows all the same (rewards.md 2.2 "a buy button with the cost").
  await expect(preview.getByText(`${priceOf(SPACE)} монет`, { exact: true })).toBeVisible();
  await expect(preview.getByTestId('sticker-set-cost')).toHaveText(`${priceOf(SPACE)} монет`);
  await preview.getByRole('button', { name: 'Закрыть' }).click();

  // 'Котики': bought from the preview, which then offers equipping.
  await treasureCard(page, CATS).getByRole('button', { name: 'Открыть набор стикеров «Котики»' }).click();
  preview = page.getByRole('dialog', { name: 'Котики' });
  await expect(preview.getByTestId('sticker-set-stickers').locator('img').first()).toHaveAttribute('src', '/stickers/cats/hello.svg');
  await preview.getByRole('button', { name: `Получить за ${priceOf(CATS)} монет` }).click();
  await expect(toast(page, 'Сокровище получено!')).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toContainText(String(EARNED - priceOf(CATS) + achievementCoins('first_treasure')));
  await expect(preview.getByTestId('sticker-set-cost')).toHaveCount(0);
  await preview.getByRole('button', { name: 'Экипировать' }).click();
  await expect(toast(page, 'Набор стикеров экипирован!')).toBeVisible();
  await preview.getByRole('button', { name: 'Снять' }).click();
  await expect(toast(page, 'Набор стикеров снят!')).toBeVisible();
  await preview.getByRole('button', { name: 'Экипировать' }).click();
  await expect(preview.getByText('Экипировано')).toBeVisible();
  await preview.getByRole('button', { name: 'Закрыть' }).click();
  await page.getByTestId('treasures-tab-owned').click();
  await expect(treasureCard(page, CATS)).toHaveAttribute('data-equipped', 'true');

  // The editor (same page, no reload) now offers the set, the equipped one first.
  editor = await openEditorOnMood(page);
  const picker = editor.getByTestId('sticker-picker');
  await expect(picker.getByRole('button')).toHaveCount(FREE_STICKERS + 10);
  await expect(picker.getByRole('button').first()).toHaveAttribute('aria-label', 'Котик машет лапой');
  // The note names its sticker by id and alias, as core.md 7 lists the body.
  const created = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/notes/');
  await fillAndSave(page, { mood: 5, title: 'Коробка', sticker: 'Котик в коробке' });
  expect((await created).postDataJSON()).toMatchObject({ sticker_id: expect.any(Number), sticker_alias: 'cats-box' });
  await expect(page.locator('[data-testid="note-sticker"][src="/stickers/cats/box.svg"]').first()).toBeVisible();
});

test("a sticker set the server refuses to put on or take off says 'Ошибка экипировки стикеров' / 'Ошибка снятия стикеров' and stays as it was", async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'stkerr');
  await earnCoins(request, token, 4);
  await buyGiftViaApi(request, token, CATS);
  await page.goto('/gift');
  await page.getByTestId('treasures-tab-owned').click();
  const card = treasureCard(page, CATS);
  await expect(card).toHaveAttribute('data-equipped', 'false');

  const refused = { status: 500, json: { success: false, error: 'Внутренняя ошибка сервера', code: 'INTERNAL' } };
  await page.route('**/api/gifts/equip/', (route) => route.fulfill(refused));
  await card.getByRole('button', { name: 'Экипировать' }).click();
  await expect(toast(page, 'Ошибка экипировки стикеров')).toBeVisible();
  await expect(card).toHaveAttribute('data-equipped', 'false');
  await page.unroute('**/api/gifts/equip/');
  await card.getByRole('button', { name: 'Экипировать' }).click();
  await expect(toast(page, 'Набор стикеров экипирован!')).toBeVisible();
  await expect(card).toHaveAttribute('data-equipped', 'true');

  await page.route('**/api/gifts/unequip/', (route) => route.fulfill(refused));
  await card.getByRole('button', { name: 'Снять' }).click();
  await expect(toast(page, 'Ошибка снятия стикеров')).toBeVisible();
  await expect(card).toHaveAttribute('data-equipped', 'true');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`sticker sets look right in the ${scheme} theme (screenshots)`, async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: scheme });
    const { token } = await signedInAs(page, request, `stk${scheme}`);
    await earnCoins(request, token, 4);
    const shot = async (name: string) => {
      await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
      await page.screenshot({ path: testInfo.outputPath(`${name}-${scheme}.png`), animations: 'disabled' });
    };

    await page.goto('/gift');
    await page.getByTestId('treasures-filter-stickers').click();
    await expect(page.getByTestId('treasure-card')).toHaveCount(3);
    await expect(treasureCard(page, FOX).locator('.treasure-card__stickers img').first()).toBeVisible();
    await shot('shop-stickers');

    await treasureCard(page, CATS).getByRole('heading', { name: 'Котики' }).click();
    const preview = page.getByRole('dialog', { name: 'Котики' });
    await expect(preview.getByTestId('sticker-set-example').locator('img')).toBeVisible();
    await shot('sticker-set-preview');
    await preview.getByRole('button', { name: `Получить за ${priceOf(CATS)} монет` }).click();
    await expect(preview.getByRole('button', { name: 'Экипировать' })).toBeVisible();
    await preview.getByRole('button', { name: 'Закрыть' }).click();
    await toast(page, 'Сокровище получено!').getByRole('button').click();

    const editor = await openEditorOnMood(page);
    await expect(editor.getByTestId('sticker-picker').getByRole('button')).toHaveCount(FREE_STICKERS + 10);
    await editor.getByRole('button', { name: 'Котик в коробке' }).click();
    await editor.getByTestId('sticker-picker').scrollIntoViewIfNeeded();
    await shot('note-sticker-picker');
  });
}
