import { api } from '../../../lib/api.ts';

/** PUT /api/user/timezone/ — the IANA zone "today" is computed in. */
export function updateTimezone(timezone: string): Promise<{ success: true; timezone: string }> {
  return api.put<{ success: true; timezone: string }>('/api/user/timezone/', { timezone });
}
