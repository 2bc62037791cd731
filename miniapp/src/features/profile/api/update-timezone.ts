import type { TimezoneResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** PUT /api/user/timezone/ — the IANA zone "today" is computed in; `moved_today` when the guessed today's entries moved. */
export function updateTimezone(timezone: string): Promise<TimezoneResponse> {
  return api.put<TimezoneResponse>('/api/user/timezone/', { timezone });
}
