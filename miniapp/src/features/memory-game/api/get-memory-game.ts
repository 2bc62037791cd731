import { MEMORY_GAME_TYPE } from '@tracker/shared/domain';
import type { Minigame, MinigamesResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** GET /api/minigames/ — the memory game as the server describes it (its treasure, title, description). */
export async function getMemoryGame(): Promise<Minigame> {
  const { minigames } = (await api.get<MinigamesResponse>('/api/minigames/')).data;
  const memory = minigames.find((game) => game.game_type === MEMORY_GAME_TYPE);
  if (!memory) throw new Error('memory game not listed');
  return memory;
}
