import type { APIRequestContext, Page } from '@playwright/test';
import { ACHIEVEMENTS, GIFTS, GOAL_COMPLETED_EARNING } from '@tracker/shared/domain';
import { completeGoalViaApi, createGoalViaApi, expect } from './goals.ts';

function achievement(key: string) {
  const found = ACHIEVEMENTS.find((a) => a.key === key);
  if (!found) throw new Error(`no achievement ${key}`);
  return found;
}

/** The coins an achievement of the catalogue pays. */
export function achievementCoins(key: string): number {
  return achievement(key).coins_reward;
}

/** The activity points an achievement of the catalogue pays. */
export function achievementPoints(key: string): number {
  return achievement(key).status_points_reward;
}

const GOAL_TITLES = ['Пробежка', 'Прочитать книгу', 'Выучить стих', 'Разобрать шкаф'] as const;

/** `goals` (1-4) completed goals: first_goal + the completions + goals_1 (ECONOMY.md "Earning"; goals_5 is not reached). */
export const earnedByGoals = (goals: number): number => achievementCoins('first_goal') + goals * GOAL_COMPLETED_EARNING.coins + achievementCoins('goals_1');

export const EARNED_BY_TWO_GOALS = earnedByGoals(2);

/** Earns coins the honest way: goals (two unless told, at most 4) created and completed through the API; answers the balance. */
export async function earnCoins(request: APIRequestContext, token: string, goals = 2): Promise<number> {
  for (const title of GOAL_TITLES.slice(0, goals)) {
    const goal = await createGoalViaApi(request, token, { title, category: 1 });
    await completeGoalViaApi(request, token, goal.id);
  }
  const status = await request.get('/api/user/status/', { headers: { Authorization: `Bearer ${token}` } });
  return ((await status.json()) as { coins: number }).coins;
}

/** Buys the treasure `giftId` in the shop through the API (the user needs the coins). */
export async function buyGiftViaApi(request: APIRequestContext, token: string, giftId: number): Promise<void> {
  const bought = await request.post('/api/gifts/receive/', { data: { gift_id: giftId }, headers: { Authorization: `Bearer ${token}` } });
  expect(bought.ok(), await bought.text()).toBe(true);
}

/** The catalogue price of the treasure `giftId` (ids are catalogue positions from 1). */
export const priceOf = (giftId: number): number => GIFTS[giftId - 1]!.points_cost;

/** The card of the treasure `giftId` on /gift. */
export const treasureCard = (page: Page, giftId: number) => page.locator(`[data-testid="treasure-card"][data-gift-id="${giftId}"]`);
