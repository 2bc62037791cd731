import type { UserGiftsResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';
import { sharedWhileInFlight } from '../../../lib/shared-call.ts';

/** GET /api/gifts/user/ — the user's treasures, newest first; the cards of one screen asking at once share one request. */
export const getUserGifts: () => Promise<UserGiftsResponse> = sharedWhileInFlight(() => api.get('/api/gifts/user/'));
