import type { AchievementsQuery, AchievementsResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

export type AchievementTab = AchievementsQuery['status'];

/** GET /api/achievements/?status=&page=&page_size= — one page of the catalogue as the user sees it. */
export function getAchievements(status: AchievementTab, page: number, pageSize: number): Promise<AchievementsResponse> {
  const params = new URLSearchParams({ status, page: String(page), page_size: String(pageSize) });
  return api.get(`/api/achievements/?${params.toString()}`);
}
