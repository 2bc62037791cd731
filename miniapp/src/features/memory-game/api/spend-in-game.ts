import type { SpendInGameResponse } from '@tracker/shared/contract';
import { MEMORY_GAME_TYPE, type MemoryItem } from '@tracker/shared/domain';
import { api } from '../../../lib/api.ts';

/** POST /api/minigames/spend/ — buys the game's hint or joker. */
export function spendInGame(item: MemoryItem): Promise<SpendInGameResponse> {
  return api.post('/api/minigames/spend/', { game_type: MEMORY_GAME_TYPE, item });
}
