import type { GoalsResponse, HabitsResponse, NotesListResponse, UserGiftsResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';
import { browserTimeZone } from '../../../lib/today.ts';
import { type PlantActivity, type PotView, displayedPot, ownsPlant, plantActivityOf } from '../plant-activity.ts';

export type PlantInputs = { owned: false } | { owned: true; pot: PotView | null; activity: PlantActivity };

/**
 * GET /api/gifts/user/ decides whether the card shows (when it fails nobody is known to own a plant:
 * no card); an owner's activity then comes from GET /api/goals/, GET /api/habits/ and
 * GET /api/notes/list/?page_size=1 (the newest note and the count), and their failure is the card's error.
 */
export async function getPlantInputs(): Promise<PlantInputs> {
  const user_gifts = await api.get<UserGiftsResponse>('/api/gifts/user/').then(
    (answer) => answer.user_gifts,
    (error: unknown) => {
      console.warn('plant: gifts failed', error);
      return [];
    },
  );
  if (!ownsPlant(user_gifts)) return { owned: false };
  const [goals, habits, notes] = await Promise.all([
    api.get<GoalsResponse>('/api/goals/'),
    api.get<HabitsResponse>('/api/habits/'),
    api.get<NotesListResponse>('/api/notes/list/?page_size=1'),
  ]);
  return { owned: true, pot: displayedPot(user_gifts), activity: plantActivityOf(goals, habits, notes, browserTimeZone()) };
}
