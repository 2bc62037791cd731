import { type Locator, type Page, test } from '@playwright/test';
import { GIFTS, MEMORY_GIFT_KEY, MEMORY_ITEM_RULES, MEMORY_LEVELS, giftIdOf } from '@tracker/shared/domain';
import { loseFirstAnswer, skipOnboarding } from './support/app.ts';
import { EARNED_BY_TWO_GOALS, achievementCoins, buyGiftViaApi, earnCoins } from './support/coins.ts';
import { expect } from './support/goals.ts';
import { signedInAs } from './support/session.ts';

const MEMORY_GIFT_ID = giftIdOf(MEMORY_GIFT_KEY);
/** Earned, minus the price of 'Мемори', plus first_treasure. */
const COINS_AFTER_PURCHASE = EARNED_BY_TWO_GOALS - GIFTS[MEMORY_GIFT_ID - 1]!.points_cost + achievementCoins('first_treasure');
const HINT = MEMORY_ITEM_RULES.hint.cost;
const JOKER = MEMORY_ITEM_RULES.joker.cost;
const EASY_REWARD = MEMORY_LEVELS.easy.reward;

/** The dealt cards as the board shows them: id and face (null while face down), from the cards' data attributes. */
async function dealtCards(page: Page): Promise<{ id: string; image: string | null }[]> {
  return page.getByTestId('memory-card').evaluateAll((cards) => cards.map((c) => ({ id: c.getAttribute('data-card-id')!, image: c.getAttribute('data-image') })));
}

/** Every card's face, read while the joker shows them all; the page's clock must be paused (`page.clock.pauseAt`). */
async function facesUnderJoker(page: Page): Promise<{ id: string; image: string }[]> {
  await page.getByTestId('memory-joker').click();
  await expect(page.locator('[data-testid="memory-card"][data-state="open"]')).toHaveCount(await page.getByTestId('memory-card').count());
  const cards = await dealtCards(page);
  await page.clock.runFor(MEMORY_ITEM_RULES.joker.revealMs);
  await expect(page.locator('[data-testid="memory-card"][data-state="open"]')).toHaveCount(0);
  return cards.map((c) => ({ id: c.id, image: c.image! }));
}

const cardById = (page: Page, id: string): Locator => page.locator(`[data-testid="memory-card"][data-card-id="${id}"]`);

/** Opens the game from the owned 'Мемори' on /gift and clears an easy board pair by pair, from the faces the joker shows (its coins are spent). */
async function playEasyGameToTheEnd(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/gift');
  await page.getByTestId('treasures-tab-owned').click();
  await page.locator(`[data-testid="treasure-card"][data-gift-id="${MEMORY_GIFT_ID}"]`).getByRole('button', { name: 'Играть' }).click();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByTestId('memory-level-easy').click();
  await expect(page.getByTestId('memory-card')).toHaveCount(16);
  const cards = await facesUnderJoker(page);
  for (const image of new Set(cards.map((c) => c.image))) {
    const [a, b] = cards.filter((c) => c.image === image);
    await cardById(page, a!.id).click();
    await cardById(page, b!.id).click();
  }
}

test.beforeEach(async ({ page }) => {
  await skipOnboarding(page);
});

test('an owner of "Мемори" plays an easy game to the end: mismatch flips back, hint and joker cost coins, coins are paid', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'memory');
  await earnCoins(request, token);
  await buyGiftViaApi(request, token, MEMORY_GIFT_ID);
  await page.clock.install();
  await page.goto('/gift');

  await expect(page.getByTestId('coin-balance')).toContainText(String(COINS_AFTER_PURCHASE));
  await page.getByTestId('treasures-tab-owned').click();
  await page.locator(`[data-testid="treasure-card"][data-gift-id="${MEMORY_GIFT_ID}"]`).getByRole('button', { name: 'Играть' }).click();
  const modal = page.getByTestId('memory-game');
  await expect(modal.getByText('Выберите уровень')).toBeVisible();
  await expect(page.getByTestId('memory-stats')).toHaveText('Вы ещё не играли');
  // The game as the server lists it (GET /minigames/): its treasure's description.
  await expect(page.getByTestId('memory-description')).toHaveText('Игра на память: находите пары карточек и зарабатывайте монеты');

  // From here the page's time moves only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByTestId('memory-level-easy').click();
  await expect(page.getByTestId('memory-card')).toHaveCount(16);
  // Face down, a card does not tell its face.
  expect((await dealtCards(page)).every((c) => c.image === null)).toBe(true);

  // The hint shows one pair for 1 s and costs its coins once; the header balance follows.
  await page.getByTestId('memory-hint').click();
  await expect(page.getByTestId('toast').filter({ hasText: `Потрачено ${HINT} монет на специальную карту` })).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toContainText(String(COINS_AFTER_PURCHASE - HINT));
  const hinted = (await dealtCards(page)).filter((c) => c.image !== null);
  expect(hinted).toHaveLength(2);
  expect(hinted[0]!.image).toBe(hinted[1]!.image);
  await expect(page.getByTestId('memory-hint')).toBeDisabled();
  await page.clock.runFor(MEMORY_ITEM_RULES.hint.revealMs);
  await expect(page.locator('[data-testid="memory-card"][data-state="open"]')).toHaveCount(0);

  // A mismatch (a hinted card and one outside its pair) stays open until 0.4 s have passed, then both cards turn back.
  const first = hinted[0]!;
  const other = (await dealtCards(page)).find((c) => !hinted.some((h) => h.id === c.id))!;
  await cardById(page, first.id).click();
  await cardById(page, other.id).click();
  await expect(cardById(page, other.id)).toHaveAttribute('data-state', 'open');
  await expect(page.getByTestId('memory-moves')).toHaveText('Ходы: 1');
  await page.clock.runFor(399);
  await expect(cardById(page, first.id)).toHaveAttribute('data-state', 'open');
  await page.clock.runFor(1);
  await expect(cardById(page, first.id)).toHaveAttribute('data-state', 'closed');
  await expect(cardById(page, other.id)).toHaveAttribute('data-state', 'closed');

  // The joker shows every card for 2 s, once.
  const cards = await facesUnderJoker(page);
  await expect(page.getByTestId('toast').filter({ hasText: `Потрачено ${JOKER} монет на специальную карту` })).toBeVisible();
  await expect(page.getByTestId('memory-joker')).toBeDisabled();

  // Every pair, found from the faces the joker showed; a screen reader hears the count of pairs found.
  const images = [...new Set(cards.map((c) => c.image))];
  await expect(page.getByTestId('memory-pairs-found')).toHaveText(`Найдено пар: 0 из ${images.length}`);
  for (const [found, image] of images.entries()) {
    const [a, b] = cards.filter((c) => c.image === image);
    await cardById(page, a!.id).click();
    await cardById(page, b!.id).click();
    if (image === images.at(-1)) continue;
    await expect(cardById(page, b!.id)).toHaveAttribute('data-state', 'matched');
    await expect(page.getByTestId('memory-pairs-found')).toHaveText(`Найдено пар: ${found + 1} из ${images.length}`);
  }

  // 9 moves for 16 cards: rated excellent (memory_excellent pays its coins too); an easy game pays its reward.
  await expect(page.getByTestId('memory-finished-message')).toHaveText(`Отлично! Игра завершена! Получено ${EASY_REWARD} монет!`);
  await expect(page.getByTestId('memory-rating')).toHaveText('Отлично');
  await expect(page.getByTestId('coin-balance')).toContainText(String(COINS_AFTER_PURCHASE - HINT - JOKER + EASY_REWARD + achievementCoins('memory_excellent')));
  await page.getByTestId('memory-play-again').click();
  await expect(page.getByTestId('memory-level-easy')).toBeVisible();
  // The menu's line now counts the finished game and its score.
  await expect(page.getByTestId('memory-stats')).toHaveText(/^Лучший счёт: \d+ · 1 игра$/);
});

test('the menu says so when the game statistics or the game list cannot be loaded (rewards.md 8), and the game still starts', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'memory-stats');
  await earnCoins(request, token);
  await buyGiftViaApi(request, token, MEMORY_GIFT_ID);
  const failing = { status: 500, json: { success: false, error: 'Внутренняя ошибка', code: 'INTERNAL' } };
  await page.route('**/api/minigames/stats/', (route) => route.fulfill(failing));
  await page.route('**/api/minigames/', (route) => route.fulfill(failing));
  await page.goto('/gift');
  await page.getByTestId('treasures-tab-owned').click();
  await page.locator(`[data-testid="treasure-card"][data-gift-id="${MEMORY_GIFT_ID}"]`).getByRole('button', { name: 'Играть' }).click();
  await expect(page.getByTestId('memory-stats')).toHaveText('Ошибка загрузки статистики игр');
  await expect(page.getByTestId('memory-description')).toHaveText('Ошибка загрузки мини-игр');
  await expect(page.getByTestId('memory-level-easy')).toBeEnabled();
});

test("a game finished after the day's 30 coins from games were earned says 'Игра завершена!' and why it paid nothing", async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'memory-cap');
  await earnCoins(request, token);
  await buyGiftViaApi(request, token, MEMORY_GIFT_ID);
  // Two hard games (15 coins each) reach today's cap of 30 coins from games.
  for (let game = 0; game < 2; game += 1) {
    const saved = await request.post('/api/minigames/save-result/', {
      data: { game_type: 'memory', difficulty: 'hard', score: 20, time: 60, moves: 40, completed: true },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await saved.json()).data.coins_earned).toBe(15);
  }
  const balance = ((await (await request.get('/api/user/status/', { headers: { Authorization: `Bearer ${token}` } })).json()) as { coins: number }).coins;

  await playEasyGameToTheEnd(page);
  await expect(page.getByTestId('memory-finished-message')).toHaveText('Игра завершена!');
  await expect(page.getByTestId('memory-daily-limit')).toHaveText('Монеты за игры на сегодня уже получены: не больше 30 монет в день. Завтра — снова.');
  await expect(page.getByTestId('memory-play-again')).toBeEnabled();
  // The menu says so too, before the next game.
  await page.getByTestId('memory-play-again').click();
  await expect(page.getByTestId('memory-menu-daily-limit')).toHaveText('Монеты за игры на сегодня уже получены: не больше 30 монет в день. Завтра — снова.');
  await expect(page.getByTestId('coin-balance')).toContainText(String(balance - JOKER + achievementCoins('memory_excellent')));
});

test("a result the server cannot save says 'Ошибка сохранения результата игры', in the finished game itself and in a toast with the server's reason", async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'memory-save');
  await earnCoins(request, token);
  await buyGiftViaApi(request, token, MEMORY_GIFT_ID);
  await page.route('**/api/minigames/save-result/', (route) => route.fulfill({ status: 500, json: { success: false, error: 'Внутренняя ошибка сервера', code: 'INTERNAL' } }));
  await playEasyGameToTheEnd(page);
  const failed = page.getByTestId('toast').filter({ hasText: 'Ошибка сохранения результата игры' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Внутренняя ошибка сервера');
  await expect(page.getByTestId('memory-finished-message')).toHaveText('Игра завершена!');
  // The toast goes after a few seconds; the game's own panel keeps saying the result was not saved.
  await expect(page.getByTestId('memory-save-error')).toHaveText('Ошибка сохранения результата игры');
  await expect(page.getByTestId('memory-daily-limit')).toHaveCount(0);
  await expect(page.getByTestId('memory-play-again')).toBeEnabled();
});

test("a result whose answer was lost is saved again with 'Попробовать снова', and pays once", async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'memory-retry');
  await earnCoins(request, token);
  await buyGiftViaApi(request, token, MEMORY_GIFT_ID);
  const headers = { Authorization: `Bearer ${token}` };
  const balance = ((await (await request.get('/api/user/status/', { headers })).json()) as { coins: number }).coins;
  // The first save reaches the server and pays; its answer is lost on the way back.
  await loseFirstAnswer(page, '/api/minigames/save-result/');
  await playEasyGameToTheEnd(page);
  await expect(page.getByTestId('memory-save-error')).toHaveText('Ошибка сохранения результата игры');
  await expect(page.getByTestId('memory-daily-limit')).toHaveCount(0);
  await page.getByTestId('memory-save-retry').click();
  await expect(page.getByTestId('memory-finished-message')).toHaveText(`Отлично! Игра завершена! Получено ${EASY_REWARD} монет!`);
  await expect(page.getByTestId('memory-save-error')).toHaveCount(0);
  const paidOnce = balance - JOKER + EASY_REWARD + achievementCoins('memory_excellent');
  await expect(page.getByTestId('coin-balance')).toContainText(String(paidOnce));
  expect(((await (await request.get('/api/user/status/', { headers })).json()) as { coins: number }).coins).toBe(paidOnce);
});
