import type { HabitsResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** GET /api/habits/ */
export function getHabits(): Promise<HabitsResponse> {
  return api.get<HabitsResponse>('/api/habits/');
}
