import type { CreateGoalRequest, Goal } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';
import { createKeyOf } from '../../../lib/idempotency.ts';

/** POST /api/goals/create/, made once however often the form `session` sends the same body. */
export async function createGoal(body: CreateGoalRequest, session: string): Promise<Goal> {
  return (await api.post<{ goal: Goal }>('/api/goals/create/', body, { idempotencyKey: createKeyOf(session, body) })).goal;
}
