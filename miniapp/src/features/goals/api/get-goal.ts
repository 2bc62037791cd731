import type { Goal } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** GET /api/goals/{id}/: the goal as the server holds it now. */
export async function getGoal(id: number): Promise<Goal> {
  return (await api.get<{ goal: Goal }>(`/api/goals/${id}/`)).goal;
}
