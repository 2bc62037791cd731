import type { GoalsResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** GET /api/goals/ */
export function getGoals(): Promise<GoalsResponse> {
  return api.get<GoalsResponse>('/api/goals/');
}
