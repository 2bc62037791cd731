import type { SaveGameResultRequest, SaveGameResultResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';
import { createKeyOf } from '../../../lib/idempotency.ts';

/**
 * POST /api/minigames/save-result/ — closes the active game; a completed one may pay coins. Saved
 * once however often the game `session` sends it (a retry after a lost answer pays once).
 */
export function saveGameResult(result: SaveGameResultRequest, session: string): Promise<SaveGameResultResponse> {
  return api.post('/api/minigames/save-result/', result, { idempotencyKey: createKeyOf(session, result) });
}
