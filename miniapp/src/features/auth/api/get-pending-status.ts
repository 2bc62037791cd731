import type { PendingStatusResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** GET /auth/pending/status/?session_key= (with credentials) — ready once the bot confirmed. */
export function getPendingStatus(sessionKey: string, signal?: AbortSignal): Promise<PendingStatusResponse> {
  const query = new URLSearchParams({ session_key: sessionKey });
  const options = signal ? { auth: false, withCredentials: true, signal } : { auth: false, withCredentials: true };
  return api.get<PendingStatusResponse>(`/auth/pending/status/?${query}`, options);
}
