import type { StatusResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** GET /api/user/status/ — the activity points, coins and status alone. */
export function getStatus(): Promise<StatusResponse> {
  return api.get<StatusResponse>('/api/user/status/');
}
