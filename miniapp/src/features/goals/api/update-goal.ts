import type { Goal, UpdateGoalRequest } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** PUT /api/goals/{id}/: any goal fields, or only status, or only subgoals. */
export async function updateGoal(id: number, body: UpdateGoalRequest): Promise<Goal> {
  return (await api.put<{ goal: Goal }>(`/api/goals/${id}/`, body)).goal;
}
