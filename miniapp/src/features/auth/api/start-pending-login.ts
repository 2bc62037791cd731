import { api } from '../../../lib/api.ts';

/** POST /api/auth/pending/init/ — registers the key before the bot is opened. */
export function startPendingLogin(sessionKey: string): Promise<{ success: true }> {
  return api.post<{ success: true }>('/api/auth/pending/init/', { session_key: sessionKey }, { auth: false });
}
