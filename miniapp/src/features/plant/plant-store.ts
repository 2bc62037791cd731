import { type Mood, PLANT_VALUE_MAX, PLANT_VALUE_MIN, type PlantState, isDayKey, isMood } from '@tracker/shared/domain';
import { z } from 'zod';
import { type KeyValueStore, localStore } from '../../lib/storage.ts';

/** The plant state lives only in this browser (rewards.md 3), one per signed-in user. */
export const plantStorageKey = (userId: number) => `plantState:${userId}`;

const dayKey = z.string().refine(isDayKey);
const value = z.number().min(PLANT_VALUE_MIN).max(PLANT_VALUE_MAX);
const count = z.number().int().min(0);

const plantStateSchema = z.object({
  growth: value,
  health: value,
  mood: z
    .number()
    .refine((n): n is Mood => isMood(n))
    .nullable(),
  lastWatered: dayKey.nullable(),
  lastCared: dayKey.nullable(),
  lastTick: dayKey.nullable(),
  stats: z.object({
    goalsCompleted: count,
    habitsCompleted: count,
    notesWritten: count,
    daysActive: count,
    lastActivityDate: dayKey,
    totalProgress: z.number().min(0),
  }),
});

/** The stored state, or null when there is none or it is not a valid plant (the caller then grows a fresh one). */
export function parsePlantState(raw: string | null): PlantState | null {
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = plantStateSchema.safeParse(json);
  return parsed.success ? (parsed.data as PlantState) : null;
}

export function loadPlantState(userId: number, store: KeyValueStore = localStore): PlantState | null {
  return parsePlantState(store.get(plantStorageKey(userId)));
}

export function savePlantState(userId: number, state: PlantState, store: KeyValueStore = localStore): void {
  store.set(plantStorageKey(userId), JSON.stringify(state));
}
