import { describe, expect, it } from 'vitest';
import { type PlantState, freshPlant } from '@tracker/shared/domain';
import { createSafeStore } from '../../lib/storage.ts';
import { loadPlantState, parsePlantState, plantStorageKey, savePlantState } from './plant-store.ts';

const plant: PlantState = {
  ...freshPlant('2026-11-23', { goalsCompleted: 2, habitsCompleted: 5, notesWritten: 1 }),
  growth: 42,
  health: 27,
  mood: 4,
  lastWatered: '2026-11-23',
  lastTick: '2026-11-23',
};

describe('the stored plant (rewards.md 3 "Plant state")', () => {
  it('reads back what was saved, per user', () => {
    const store = createSafeStore(() => null);
    savePlantState(7, plant, store);
    expect(loadPlantState(7, store)).toEqual(plant);
    expect(loadPlantState(8, store)).toBeNull();
    expect(store.get(plantStorageKey(7))).toBe(JSON.stringify(plant));
  });

  it('is nothing when absent or not JSON', () => {
    expect(parsePlantState(null)).toBeNull();
    expect(parsePlantState('{not json')).toBeNull();
    expect(parsePlantState('null')).toBeNull();
  });

  it('rejects values out of 0-100, a mood outside 1-5, bad day keys and missing stats', () => {
    const bad = (changes: Record<string, unknown>) => parsePlantState(JSON.stringify({ ...plant, ...changes }));
    expect(bad({})).toEqual(plant);
    expect(bad({ growth: 101 })).toBeNull();
    expect(bad({ health: -1 })).toBeNull();
    expect(bad({ growth: '50' })).toBeNull();
    expect(bad({ mood: 6 })).toBeNull();
    expect(bad({ mood: 2.5 })).toBeNull();
    expect(bad({ mood: null })).toEqual({ ...plant, mood: null });
    expect(bad({ lastWatered: '2026-02-30' })).toBeNull();
    expect(bad({ lastCared: 'yesterday' })).toBeNull();
    expect(bad({ stats: { ...plant.stats, lastActivityDate: null } })).toBeNull();
    expect(bad({ stats: { ...plant.stats, notesWritten: -2 } })).toBeNull();
    expect(bad({ stats: undefined })).toBeNull();
  });
});
