import type { UserGiftResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** POST /api/gifts/equip/ — puts a treasure on (others of its type come off). */
export function equipGift(userGiftId: number): Promise<UserGiftResponse> {
  return api.post('/api/gifts/equip/', { user_gift_id: userGiftId });
}
