import type { APIRequestContext } from '@playwright/test';
import { ACHIEVEMENTS, GOAL_COMPLETED_EARNING } from '@tracker/shared/domain';
import { completeGoalViaApi, createGoalViaApi, expect } from './goals.ts';

/** The coins an achievement of the catalogue pays. */
export function achievementCoins(key: string): number {
  const achievement = ACHIEVEMENTS.find((a) => a.key === key);
  if (!achievement) throw new Error(`no achievement ${key}`);
  return achievement.coins_reward;
}

/** Two completed goals: first_goal + 2 completions + goals_1 (ECONOMY.md "Earning"). */
export const EARNED_BY_TWO_GOALS = achievementCoins('first_goal') + 2 * GOAL_COMPLETED_EARNING.coins + achievementCoins('goals_1');

/** Earns coins the honest way: two goals created and completed through the API; answers the balance. */
export async function earnCoins(request: APIRequestContext, token: string): Promise<number> {
  for (const title of ['Пробежка', 'Прочитать книгу']) {
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
