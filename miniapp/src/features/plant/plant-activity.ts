import type { GoalsResponse, HabitsResponse, NotesListResponse, UserGift } from '@tracker/shared/contract';
import { type PlantObservation, dayKeyFor, isMood, latestDayKey } from '@tracker/shared/domain';

/**
 * What the plant reads of the user from existing endpoints (docs/decisions.md): completed goals
 * (GET /api/goals/), completed habit days (GET /api/habits/), notes written and the latest note's
 * mood (GET /api/notes/list/?page_size=1), and the latest day any of them happened.
 */
export type PlantActivity = Omit<PlantObservation, 'activityPoints'>;

/** A pot (a plant_accessory treasure) as the plant card draws it; the drawing picks its shape by the catalogue key. */
export interface PotView {
  key: string;
  title: string;
  color: string;
}

export function ownsPlant(userGifts: readonly UserGift[]): boolean {
  return userGifts.some((u) => u.gift.gift_type === 'plant');
}

/**
 * The pot shown with the plant: the newest pot received (pots are displayed-only treasures that
 * can never be equipped, rewards.md 4.1); null without pots. GET /api/gifts/user/ lists newest first.
 */
export function displayedPot(userGifts: readonly UserGift[]): PotView | null {
  const newest = userGifts.find((u) => u.gift.gift_type === 'plant_accessory');
  return newest ? { key: newest.gift.key, title: newest.gift.title, color: newest.gift.color } : null;
}

/** The latest of some day keys, null when there are none. */
export function latestDay(days: readonly (string | null)[]): string | null {
  return days.reduce<string | null>((latest, day) => (day === null ? latest : latest === null ? day : latestDayKey(latest, day)), null);
}

/**
 * The plant's view of the user's activity from the three lists; goal completion instants become
 * days in `timeZone`. The notes come through getNotes, so each carries its day (withNoteDay).
 */
export function plantActivityOf(
  goals: Pick<GoalsResponse, 'completed_goals'>,
  habits: Pick<HabitsResponse, 'active_habits' | 'completed_habits'>,
  latestNotes: Pick<NotesListResponse, 'notes' | 'total_count'>, timeZone: string): PlantActivity {
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
