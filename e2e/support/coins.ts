import type { APIRequestContext } from '@playwright/test';
import { createGoalViaApi, expect } from './goals.ts';

/** Two completed goals: first_goal 5 + 2 x 10 + goals_1 10 (ECONOMY.md "Earning"). */
export const EARNED_BY_TWO_GOALS = 35;

/** Earns coins the honest way: two goals created and completed through the API; answers the balance. */
export async function earnCoins(request: APIRequestContext, token: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  for (const title of ['Пробежка', 'Прочитать книгу']) {
    const goal = await createGoalViaApi(request, token, { title, category: 1 });
    const done = await request.put(`/api/goals/${goal.id}/`, { data: { status: 'completed' }, headers });
    expect(done.ok(), await done.text()).toBe(true);
  }
  const status = await request.get('/api/user/status/', { headers });
  return ((await status.json()) as { coins: number }).coins;
}
