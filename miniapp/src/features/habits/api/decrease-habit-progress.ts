import type { HabitProgressResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** POST /api/habits/{id}/progress/decrease/ */
export function decreaseHabitProgress(id: number, amount = 1): Promise<HabitProgressResponse> {
  return api.post<HabitProgressResponse>(`/api/habits/${id}/progress/decrease/`, { amount });
}
