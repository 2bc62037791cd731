import { getUserGifts } from '../../gifts/api/get-user-gifts.ts';
import { getGoalsState, loadGoals } from '../../goals/hooks/use-goals.ts';
import { getHabitsState, loadHabits } from '../../habits/hooks/use-habits.ts';
import { getNotes } from '../../notes/api/get-notes.ts';
import type { ItemListsState } from '../../../lib/item-lists.ts';
import { browserTimeZone } from '../../../lib/today.ts';
import { type PlantActivity, type PotView, displayedPot, ownsPlant, plantActivityOf } from '../plant-activity.ts';

export type PlantInputs = { owned: false } | { owned: true; pot: PotView | null; activity: PlantActivity };

/** The app's goal or habit lists as they are when loaded (kept current by its changes), else loaded now; a failed load throws its reason. */
async function loadedLists<S extends ItemListsState<unknown>>(state: () => S, load: () => Promise<boolean>): Promise<S> {
  if (state().status !== 'loaded' && !(await load())) throw new Error(state().error ?? undefined);
  return state();
}

/**
 * GET /api/gifts/user/ decides whether the card shows (when it fails nobody is known to own a plant:
 * no card); an owner's activity then comes from the app's goal and habit lists (loaded once for the
 * whole app: a subscriber's are hundreds of KB) and GET /api/notes/list/?page_size=1 (the newest note
 * and the count), and their failure is the card's error.
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
  const [goals, habits, notes] = await Promise.all([loadedLists(getGoalsState, loadGoals), loadedLists(getHabitsState, loadHabits), getNotes({ pageSize: 1 })]);
  const activity = plantActivityOf(
    { completed_goals: [...goals.completed] },
    { active_habits: [...habits.active], completed_habits: [...habits.completed] },
    notes,
    browserTimeZone(),
  );
  return { owned: true, pot: displayedPot(user_gifts), activity };
}
