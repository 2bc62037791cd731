import type { StatusLevelInfo, StatusesResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** GET /api/user/statuses/ — the ladder; the spec allows a bare array as well as `{statuses}`. */
export async function getStatuses(): Promise<StatusLevelInfo[]> {
  const answer = await api.get<StatusesResponse | StatusLevelInfo[]>('/api/user/statuses/');
  return Array.isArray(answer) ? answer : answer.statuses;
}
