/** Narrow phones (320, 360 and 375 px wide; 390 is every other test's): labels stay whole, nothing is cut to an ellipsis. */
import { type Locator, test } from '@playwright/test';
import { MEMORY_GIFT_KEY, giftIdOf } from '@tracker/shared/domain';
import { skipOnboarding } from './support/app.ts';
import { buyGiftViaApi, earnCoins, priceOf, treasureCard } from './support/coins.ts';
import { expect } from './support/goals.ts';
import { signedInAs } from './support/session.ts';

const CROWN = giftIdOf('animation_crown');
const MEMORY = giftIdOf(MEMORY_GIFT_KEY);

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

/**
 * What of `target` is cut: the element and each element inside it whose content is wider or taller
 * than its box while it hides what overflows (an ellipsis, a clipped line), as 'text (scroll > client)'.
 */
function clippedParts(target: Locator): Promise<string[]> {
  return target.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))].flatMap((element) => {
      const style = getComputedStyle(element);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') return [];
      const wide = element.scrollWidth > element.clientWidth;
      const tall = element.scrollHeight > element.clientHeight;
      if (!wide && !tall) return [];
      return [`'${element.textContent}' (${element.scrollWidth}x${element.scrollHeight} > ${element.clientWidth}x${element.clientHeight})`];
    }),
  );
}

async function expectWhole(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  expect(await clippedParts(target), await target.textContent() ?? '').toEqual([]);
}

for (const width of [320, 360, 375]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test(`/gift at ${width} px: both tabs with their counts, a treasure too dear, the memory game's hint and joker with their prices`, async ({ page, request }) => {
      const { token } = await signedInAs(page, request, `narrowgift${width}`);
      const coins = await earnCoins(request, token, 4);
      await buyGiftViaApi(request, token, MEMORY);
      expect(coins).toBeLessThan(priceOf(CROWN));
      await page.goto('/gift');

      await expect(page.getByTestId('treasures-count-owned')).toHaveText('1');
      for (const tab of ['available', 'owned']) await expectWhole(page.getByTestId(`treasures-tab-${tab}`));
      // The full label stays the tab's name.
      await expect(page.getByRole('tab', { name: 'Не полученные', exact: true })).toBeVisible();

      const crownState = treasureCard(page, CROWN).getByTestId('treasure-action');
      await crownState.scrollIntoViewIfNeeded();
      await expect(crownState).toHaveText('Недостаточно монет');
      await expectWhole(crownState);

      await page.getByTestId('treasures-tab-owned').click();
      await treasureCard(page, MEMORY).getByRole('button', { name: 'Играть' }).click();
      await page.getByTestId('memory-level-hard').click();
      await expect(page.getByTestId('memory-card')).toHaveCount(30);
      for (const item of ['hint', 'joker']) await expectWhole(page.getByTestId(`memory-${item}`));
      await expect(page.getByTestId('memory-hint')).toHaveText(/^Подсказка\s*5$/);
      await expect(page.getByTestId('memory-joker')).toHaveText(/^Джокер\s*10$/);
    });

    test(`Home's mood picker and /target's habit lists at ${width} px: every word whole`, async ({ page, request }) => {
      await signedInAs(page, request, `narrowwords${width}`);
      await page.goto('/');
      await expectWhole(page.getByRole('group', { name: 'Как ваше настроение сейчас?' }));
      await page.goto('/target?tab=habits');
      // The tab's label and its count lie inside the tab (its tap area overflows it on purpose).
      const formed = page.getByTestId('habits-subtab-completed');
      await expect(formed).toHaveText(/^Сформированные\s*0$/);
      const inside = await formed.evaluate((tab) => {
        const range = document.createRange();
        range.selectNodeContents(tab);
        const text = range.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return text.left >= box.left && text.right <= box.right;
      });
      expect(inside).toBe(true);
    });

    test(`/achievements at ${width} px: its three tabs read whole`, async ({ page, request }) => {
      await signedInAs(page, request, `narrowach${width}`);
      await page.goto('/achievements');
      for (const tab of ['all', 'earned', 'not_earned']) await expectWhole(page.getByTestId(`achievements-tab-${tab}`));
      await expect(page.getByRole('tab', { name: 'Не полученные', exact: true })).toBeVisible();
    });

    test(`/profile at ${width} px: the settings rows use the row, and the bottom navigation names every screen whole`, async ({ page, request }) => {
      await signedInAs(page, request, `narrowprofile${width}`);
      await page.goto('/profile');
      await expect(page.getByTestId('status-card')).toBeVisible();
      for (const row of ['profile-update-avatar', 'profile-edit', 'profile-account-settings', 'profile-notification-settings']) {
        await page.getByTestId(row).scrollIntoViewIfNeeded();
        await expectWhole(page.getByTestId(row));
      }
      await expect(page.getByTestId('profile-edit')).toHaveText('Редактировать профиль');
      // The subscription card's title ends before its status badge begins.
      const header = page.getByTestId('subscription-card').locator('.subscription-card__header');
      const [title, badge] = await Promise.all(
        ['.subscription-card__title', '.subscription-card__badge'].map((part) =>
          header.locator(part).evaluate((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            const box = range.getBoundingClientRect();
            return { left: box.left, right: box.right };
          }),
        ),
      );
      expect(title!.right).toBeLessThanOrEqual(badge!.left);
      for (const screen of ['target', 'mood', 'profile', 'bell']) await expectWhole(page.getByTestId(`nav-${screen}`));
      await expect(page.getByTestId('nav-bell')).toHaveText('Уведомления');
    });
  });
}
