import type { StartGameResponse } from '@tracker/shared/contract';
import { MEMORY_GAME_TYPE, type MemoryDifficulty } from '@tracker/shared/domain';
import { api } from '../../../lib/api.ts';

/** POST /api/minigames/start/ — opens the user's active memory game. */
export function startGame(difficulty: MemoryDifficulty): Promise<StartGameResponse> {
  return api.post('/api/minigames/start/', { game_type: MEMORY_GAME_TYPE, difficulty });
}
