import type { PendingInitRequest } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/**
 * POST /api/auth/pending/init/ — registers the key before the bot is opened. With `link` the request
 * carries the signed-in user's bearer and the bot links its Telegram account to that user (rewards.md 2.6).
 */
export function startPendingLogin(sessionKey: string, { link = false }: { link?: boolean } = {}): Promise<{ success: true }> {
  const body: PendingInitRequest = link ? { session_key: sessionKey, link: true } : { session_key: sessionKey };
  return api.post<{ success: true }>('/api/auth/pending/init/', body, { auth: link });
}
