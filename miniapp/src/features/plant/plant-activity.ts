import type { GoalsResponse, HabitsResponse, NotesListResponse, UserGift } from '@tracker/shared/contract';
import { type Mood, type PlantActivityTotals, daysBetween, dayKeyFor, isMood } from '@tracker/shared/domain';

/**
 * What the plant reads of the user from existing endpoints (docs/decisions.md): completed goals
 * (GET /api/goals/), completed habit days (GET /api/habits/), notes written and the latest note's
 * mood (GET /api/notes/list/?page_size=1), and the latest day any of them happened.
 */
export interface PlantActivity {
  totals: PlantActivityTotals;
  lastActivityDay: string | null;
  mood: Mood | null;
}

/** The pots the shop sells (ECONOMY.md "Treasures"); each is drawn its own way. */
export const POT_KEYS = ['pot_clay', 'pot_ceramic', 'pot_basket'] as const;
export type PotKey = (typeof POT_KEYS)[number];

export interface PotView {
  key: PotKey;
  title: string;
  color: string;
}

export function ownsPlant(userGifts: readonly UserGift[]): boolean {
  return userGifts.some((u) => u.gift.gift_type === 'plant');
}

const isPotKey = (key: string): key is PotKey => (POT_KEYS as readonly string[]).includes(key);

/**
 * The pot shown with the plant: an equipped one if any, else the newest pot received (pots are
 * displayed-only treasures, rewards.md 4.1); null without pots. The list comes newest first.
 */
export function displayedPot(userGifts: readonly UserGift[]): PotView | null {
  const pots = userGifts.filter((u) => u.gift.gift_type === 'plant_accessory' && isPotKey(u.gift.key));
  const shown = pots.find((u) => u.is_equipped) ?? pots[0];
  return shown ? { key: shown.gift.key as PotKey, title: shown.gift.title, color: shown.gift.color } : null;
}

/** The latest of some day keys, null when there are none. */
export function latestDay(days: readonly (string | null)[]): string | null {
  let latest: string | null = null;
  for (const day of days) if (day !== null && (latest === null || daysBetween(latest, day) > 0)) latest = day;
  return latest;
}

/** The plant's view of the user's activity from the three lists; goal completion instants become days in `timeZone`. */
export function plantActivityOf(goals: GoalsResponse, habits: HabitsResponse, latestNotes: NotesListResponse, timeZone: string): PlantActivity {
  const allHabits = [...habits.active_habits, ...habits.completed_habits];
  const latestNote = latestNotes.notes[0] ?? null;
  return {
    totals: {
      goalsCompleted: goals.completed_goals.length,
      habitsCompleted: allHabits.reduce((sum, h) => sum + h.completed_dates.length, 0),
      notesWritten: latestNotes.total_count,
    },
    lastActivityDay: latestDay([
      latestNote?.date ?? null,
      ...allHabits.map((h) => h.last_completed),
      ...goals.completed_goals.map((g) => (g.completed_at === null ? null : dayKeyFor(new Date(g.completed_at), timeZone))),
    ]),
    mood: latestNote && isMood(latestNote.mood) ? latestNote.mood : null,
  };
}
