import type { UserGiftsResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** GET /api/gifts/user/ — the user's treasures, newest first. */
export function getUserGifts(): Promise<UserGiftsResponse> {
  return api.get('/api/gifts/user/');
}
