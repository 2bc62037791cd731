import type { GameStats, MinigameStatsResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** GET /api/minigames/stats/ — the memory game's best score and finished games. */
export async function getMemoryStats(): Promise<GameStats> {
  return (await api.get<MinigameStatsResponse>('/api/minigames/stats/')).data.stats.memory;
}
