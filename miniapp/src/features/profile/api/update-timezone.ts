import type { TimezoneResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';
import type { RequestOptions } from '../../../lib/api-client.ts';

/** PUT /api/user/timezone/ — the IANA zone "today" is computed in; `moved_today` when the guessed today's entries moved. */
export function updateTimezone(timezone: string, options: Pick<RequestOptions, 'beforeCall'> = {}): Promise<TimezoneResponse> {
  return api.put<TimezoneResponse>('/api/user/timezone/', { timezone }, options);
}
