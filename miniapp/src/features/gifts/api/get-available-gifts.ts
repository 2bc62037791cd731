import type { AvailableGiftsResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** GET /api/gifts/available/ — the catalogue with the user's ownership. */
export function getAvailableGifts(): Promise<AvailableGiftsResponse> {
  return api.get('/api/gifts/available/');
}
