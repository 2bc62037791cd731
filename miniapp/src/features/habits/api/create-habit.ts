import type { CreateHabitRequest, Habit } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** POST /api/habits/create/ */
export async function createHabit(body: CreateHabitRequest): Promise<Habit> {
  return (await api.post<{ habit: Habit }>('/api/habits/create/', body)).habit;
}
