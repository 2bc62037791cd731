import { getUserGifts } from '../../gifts/api/get-user-gifts.ts';
import { getGoals } from '../../goals/api/get-goals.ts';
import { getHabits } from '../../habits/api/get-habits.ts';
import { getNotes } from '../../notes/api/get-notes.ts';
import { browserTimeZone } from '../../../lib/today.ts';
import { type PlantActivity, type PotView, displayedPot, ownsPlant, plantActivityOf } from '../plant-activity.ts';

export type PlantInputs = { owned: false } | { owned: true; pot: PotView | null; activity: PlantActivity };

/**
 * GET /api/gifts/user/ decides whether the card shows (when it fails nobody is known to own a plant:
 * no card); an owner's activity then comes from GET /api/goals/, GET /api/habits/ and
 * GET /api/notes/list/?page_size=1 (the newest note and the count), and their failure is the card's error.
 */
export async function getPlantInputs(): Promise<PlantInputs> {
  const user_gifts = await getUserGifts().then(
    (answer) => answer.user_gifts,
    (error: unknown) => {
      console.warn('plant: gifts failed', error);
      return [];
    },
  );
  if (!ownsPlant(user_gifts)) return { owned: false };
  const [goals, habits, notes] = await Promise.all([getGoals(), getHabits(), getNotes({ pageSize: 1 })]);
  return { owned: true, pot: displayedPot(user_gifts), activity: plantActivityOf(goals, habits, notes, browserTimeZone()) };
}
