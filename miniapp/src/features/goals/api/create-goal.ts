import type { CreateGoalRequest, Goal } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** POST /api/goals/create/ */
export async function createGoal(body: CreateGoalRequest): Promise<Goal> {
  return (await api.post<{ goal: Goal }>('/api/goals/create/', body)).goal;
}
