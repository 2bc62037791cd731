import type { PendingLoginRequest } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** POST /api/auth/pending/cancel/ — the page stopped waiting: the bot will no longer sign this key in. */
export function cancelPendingLogin(sessionKey: string): Promise<{ success: true }> {
  const body: PendingLoginRequest = { session_key: sessionKey };
  return api.post<{ success: true }>('/api/auth/pending/cancel/', body);
}
