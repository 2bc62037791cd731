import type { APIRequestContext } from '@playwright/test';
import { createGoalViaApi, dayKeyIn, expect } from './goals.ts';

async function postJson(request: APIRequestContext, token: string, url: string, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** The goal with two sub-steps (one done) and a deadline in two days that fillTheTracker makes. */
export const STEPS_GOAL = 'Пробежать 5 км';

/**
 * Fills an account through the API so every list has items: `goals` active goals (1-3; the first
 * with sub-steps and a deadline, for the checklist and the calendar), three habits (daily with a
 * target of 2, weekly, 21 days with its chart and done today) and two notes of today.
 */
export async function fillTheTracker(request: APIRequestContext, token: string, goals = 2): Promise<void> {
  await createGoalViaApi(request, token, {
    title: STEPS_GOAL,
    category: 1,
    deadline: dayKeyIn(2),
    subgoals: [
      { text: 'Купить кроссовки', completed: true },
      { text: 'Пробежать 3 км', completed: false },
    ],
  });
  for (const [i, title] of ['Прочитать книгу', 'Выучить стих'].slice(0, goals - 1).entries()) {
    await createGoalViaApi(request, token, { title, category: i + 2 });
  }
  await postJson(request, token, '/api/habits/create/', { title: 'Вода', category: 1, daily_target: 2 });
  await postJson(request, token, '/api/habits/create/', { title: 'Зарядка', category: 1, frequency: 'weekly', week_days: [1, 3, 5] });
  const meditation = await postJson(request, token, '/api/habits/create/', { title: 'Медитация', category: 5, duration: 'period', period_value: 21, period_unit: 'days' });
  // Done today: its streak and its count in their colours.
  await postJson(request, token, `/api/habits/${(meditation.habit as { id: number }).id}/progress/add/`, {});
  await postJson(request, token, '/api/notes/', { mood: 4, title: 'Утренняя пробежка', text: 'Пять километров вдоль реки' });
  await postJson(request, token, '/api/notes/', { mood: 2, text: 'Много работы и мало сна' });
}
