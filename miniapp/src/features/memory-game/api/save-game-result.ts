import type { SaveGameResultRequest, SaveGameResultResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** POST /api/minigames/save-result/ — closes the active game; a completed one may pay coins. */
export function saveGameResult(result: SaveGameResultRequest): Promise<SaveGameResultResponse> {
  return api.post('/api/minigames/save-result/', result);
}
