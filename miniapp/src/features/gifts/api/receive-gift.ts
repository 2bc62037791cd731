import type { ReceiveGiftResponse } from '@tracker/shared/contract';
import { SHOP_RECEIVED_FOR } from '@tracker/shared/domain';
import { api } from '../../../lib/api.ts';

/** POST /api/gifts/receive/ — buys a treasure with coins. */
export function receiveGift(giftId: number): Promise<ReceiveGiftResponse> {
  return api.post('/api/gifts/receive/', { gift_id: giftId, received_for: SHOP_RECEIVED_FOR });
}
