import type { Habit, UpdateHabitRequest } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** PUT /api/habits/{id}/ */
export async function updateHabit(id: number, body: UpdateHabitRequest): Promise<Habit> {
  return (await api.put<{ habit: Habit }>(`/api/habits/${id}/`, body)).habit;
}
