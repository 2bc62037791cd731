import type { UserGiftResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** POST /api/gifts/unequip/ — takes a treasure off (an animation: back to the default). */
export function unequipGift(userGiftId: number): Promise<UserGiftResponse> {
  return api.post('/api/gifts/unequip/', { user_gift_id: userGiftId });
}
