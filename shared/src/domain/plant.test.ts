import { describe, expect, it } from 'vitest';
import { addDays } from './day-math.ts';
import {
  FRESH_PLANT_HEALTH,
  type PlantActivityTotals,
  type PlantObservation,
  type PlantState,
  activityChange,
  activityIncrease,
  activityPointsChange,
  carePlant,
  clampPlantValue,
  dailyTick,
  freshPlant,
  inactiveDays,
  inactivityHealthLoss,
  isPlantWilted,
  moodChange,
  needsComebackPrompt,
  observeActivity,
  openPlant,
  plantMoodKey,
  plantSize,
  plantStage,
  waterPlant,
} from './plant.ts';

const TODAY = '2026-11-23';
const NONE: PlantActivityTotals = { goalsCompleted: 0, habitsCompleted: 0, notesWritten: 0 };

function plant(changes: Partial<PlantState> = {}, stats: Partial<PlantState['stats']> = {}): PlantState {
  const fresh = freshPlant(TODAY, NONE);
  return { ...fresh, ...changes, stats: { ...fresh.stats, ...stats } };
}

const calm: Pick<PlantObservation, 'mood' | 'activityPoints'> = { mood: 3, activityPoints: 0 };

describe('plant stages, size and wilting (rewards.md 4.6)', () => {
  it('names the stage whose start the growth reaches', () => {
    const at = (growth: number) => plantStage(growth).name;
    expect([0, 19, 20, 39, 40, 59, 60, 79, 80, 99, 100].map(at)).toEqual([
      'Семечко',
      'Семечко',
      'Росток',
      'Росток',
      'Молодое растение',
      'Молодое растение',
      'Взрослое растение',
      'Взрослое растение',
      'Цветущее дерево',
      'Цветущее дерево',
      'Величественное дерево',
    ]);
    expect(plantStage(100).index).toBe(5);
  });

  it('is small below 25 growth, medium below 75, large from 75', () => {
    expect([0, 24, 25, 74, 75, 100].map(plantSize)).toEqual(['small', 'small', 'medium', 'medium', 'large', 'large']);
  });

  it('wilts below 30 health', () => {
    expect(isPlantWilted(29)).toBe(true);
    expect(isPlantWilted(30)).toBe(false);
  });

  it('keeps values within 0-100', () => {
    expect([-5, 0, 42, 100, 130].map(clampPlantValue)).toEqual([0, 0, 42, 100, 100]);
  });
});

describe('a fresh plant', () => {
  it('is a seed of middling health whose activity baseline is today’s totals', () => {
    const seed = freshPlant(TODAY, { goalsCompleted: 4, habitsCompleted: 2, notesWritten: 7 });
    expect(seed).toMatchObject({ growth: 0, health: FRESH_PLANT_HEALTH, mood: null, lastWatered: null, lastCared: null, lastTick: null });
    expect(seed.stats).toEqual({ goalsCompleted: 4, habitsCompleted: 2, notesWritten: 7, daysActive: 0, lastActivityDate: TODAY, totalProgress: 0 });
  });
});

describe('watering and caring (rewards.md 9)', () => {
  it('watering adds 15 health and 3 growth once per local day', () => {
    const first = waterPlant(plant({ health: 40, growth: 10 }), TODAY);
    expect(first.done).toBe(true);
    expect(first.change).toEqual({ growth: 3, health: 15 });
    expect(first.state).toMatchObject({ health: 55, growth: 13, lastWatered: TODAY });
    expect(first.state.stats.totalProgress).toBe(3);

    const again = waterPlant(first.state, TODAY);
    expect(again.done).toBe(false);
    expect(again.state).toBe(first.state);

    expect(waterPlant(first.state, addDays(TODAY, 1)).state).toMatchObject({ health: 70, growth: 16 });
  });

  it('caring adds 10 health and 5 growth once per local day, independently of watering', () => {
    const watered = waterPlant(plant({ health: 40, growth: 10 }), TODAY).state;
    const cared = carePlant(watered, TODAY);
    expect(cared.done).toBe(true);
    expect(cared.change).toEqual({ growth: 5, health: 10 });
    expect(cared.state).toMatchObject({ health: 65, growth: 18, lastCared: TODAY, lastWatered: TODAY });
    expect(carePlant(cared.state, TODAY).done).toBe(false);
    expect(carePlant(cared.state, addDays(TODAY, 1)).done).toBe(true);
  });

  it('clamps at 100 and counts only the growth really gained', () => {
    const watered = waterPlant(plant({ health: 95, growth: 99 }), TODAY);
    expect(watered.state).toMatchObject({ health: 100, growth: 100 });
    expect(watered.state.stats.totalProgress).toBe(1);
    // What the toast says it added: what it moved, not the rule's +3 / +15.
    expect(watered.change).toEqual({ growth: 1, health: 5 });
    expect(carePlant(watered.state, TODAY).change).toEqual({ growth: 0, health: 0 });
  });
});

describe('activity growth', () => {
  it('grows goal x8, habit x3, note x2 and heals half of it, rounded', () => {
    expect(activityChange({ goalsCompleted: 1, habitsCompleted: 0, notesWritten: 0 })).toEqual({ growth: 8, health: 4 });
    expect(activityChange({ goalsCompleted: 0, habitsCompleted: 1, notesWritten: 0 })).toEqual({ growth: 3, health: 2 });
    expect(activityChange({ goalsCompleted: 0, habitsCompleted: 0, notesWritten: 1 })).toEqual({ growth: 2, health: 1 });
    expect(activityChange({ goalsCompleted: 2, habitsCompleted: 3, notesWritten: 4 })).toEqual({ growth: 33, health: 17 });
  });

  it('counts only increases since the plant last looked; a decrease counts as none', () => {
    expect(activityIncrease({ goalsCompleted: 2, habitsCompleted: 5, notesWritten: 9 }, { goalsCompleted: 3, habitsCompleted: 4, notesWritten: 9 })).toEqual({
      goalsCompleted: 1,
      habitsCompleted: 0,
      notesWritten: 0,
    });
  });

  it('grows by the new activity, takes the new totals as the baseline and moves the activity day forward', () => {
    const before = plant({ growth: 10, health: 50 }, { goalsCompleted: 1, lastActivityDate: addDays(TODAY, -5) });
    const seen = observeActivity(before, { goalsCompleted: 2, habitsCompleted: 1, notesWritten: 0 }, addDays(TODAY, -1), TODAY);
    expect(seen.change).toEqual({ growth: 11, health: 6 });
    expect(seen.state).toMatchObject({ growth: 21, health: 56 });
    expect(seen.state.stats).toMatchObject({ goalsCompleted: 2, habitsCompleted: 1, notesWritten: 0, lastActivityDate: addDays(TODAY, -1), totalProgress: 11 });

    const again = observeActivity(seen.state, { goalsCompleted: 2, habitsCompleted: 1, notesWritten: 0 }, addDays(TODAY, -1), TODAY);
    expect(again.change).toEqual({ growth: 0, health: 0 });
    expect(again.state.growth).toBe(21);
  });

  it('says only what the activity moved when the plant is at the 100 cap', () => {
    const tall = plant({ growth: 96, health: 100 }, { goalsCompleted: 1 });
    expect(observeActivity(tall, { goalsCompleted: 2, habitsCompleted: 0, notesWritten: 0 }, TODAY, TODAY).change).toEqual({ growth: 4, health: 0 });
  });

  it('never moves the activity day back, nor past today', () => {
    const recent = plant({}, { lastActivityDate: addDays(TODAY, -1) });
    expect(observeActivity(recent, NONE, addDays(TODAY, -6), TODAY).state.stats.lastActivityDate).toBe(addDays(TODAY, -1));
    expect(observeActivity(recent, NONE, null, TODAY).state.stats.lastActivityDate).toBe(addDays(TODAY, -1));
    expect(observeActivity(recent, NONE, addDays(TODAY, 3), TODAY).state.stats.lastActivityDate).toBe(TODAY);
  });
});

describe('inactivity', () => {
  it('counts whole local days since the last activity', () => {
    expect(inactiveDays(plant({}, { lastActivityDate: addDays(TODAY, -3) }), TODAY)).toBe(3);
    expect(inactiveDays(plant({}, { lastActivityDate: TODAY }), TODAY)).toBe(0);
  });

  it('costs nothing up to 2 days, then 2 health per day, at most 10', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 30].map(inactivityHealthLoss)).toEqual([0, 0, 0, 6, 8, 10, 10, 10]);
  });

  it('prompts only after more than 7 inactive days', () => {
    expect(needsComebackPrompt(plant({}, { lastActivityDate: addDays(TODAY, -7) }), TODAY)).toBe(false);
    expect(needsComebackPrompt(plant({}, { lastActivityDate: addDays(TODAY, -8) }), TODAY)).toBe(true);
  });
});

describe('mood and activity points', () => {
  it('maps the 1-5 mood: great +2 growth, good +1 growth, normal nothing, badly -1 health, terrible -2 health', () => {
    expect(([5, 4, 3, 2, 1] as const).map(moodChange)).toEqual([
      { growth: 2, health: 0 },
      { growth: 1, health: 0 },
      { growth: 0, health: 0 },
      { growth: 0, health: -1 },
      { growth: 0, health: -2 },
    ]);
    expect(moodChange(null)).toEqual({ growth: 0, health: 0 });
  });

  it('adds +1 growth only above 50 activity points', () => {
    expect(activityPointsChange(50)).toEqual({ growth: 0, health: 0 });
    expect(activityPointsChange(51)).toEqual({ growth: 1, health: 0 });
  });
});

describe('the daily tick', () => {
  it('applies mood, activity points and inactivity once per local day and remembers the mood', () => {
    const before = plant({ growth: 10, health: 50, lastTick: addDays(TODAY, -1) }, { lastActivityDate: addDays(TODAY, -4), daysActive: 3 });
    const ticked = dailyTick(before, { mood: 5, activityPoints: 60 }, TODAY);
    expect(ticked.change).toEqual({ growth: 3, health: -8 });
    expect(ticked.state).toMatchObject({ growth: 13, health: 42, mood: 5, lastTick: TODAY });
    expect(ticked.state.stats.daysActive).toBe(4);

    const again = dailyTick(ticked.state, { mood: 1, activityPoints: 60 }, TODAY);
    expect(again.state).toBe(ticked.state);
  });

  it('does not tick again when the clock goes back to an earlier day', () => {
    const ticked = dailyTick(plant(), calm, TODAY).state;
    expect(dailyTick(ticked, calm, addDays(TODAY, -1)).state).toBe(ticked);
  });

  it('takes health for a bad mood without going below 0', () => {
    expect(dailyTick(plant({ health: 1 }), { mood: 1, activityPoints: 0 }, TODAY).state.health).toBe(0);
  });
});

describe('opening the plant', () => {
  const observation: PlantObservation = { totals: { goalsCompleted: 3, habitsCompleted: 0, notesWritten: 1 }, lastActivityDay: TODAY, mood: 4, activityPoints: 10 };

  it('starts a fresh plant without counting past activity, and ticks it', () => {
    const opened = openPlant(null, observation, TODAY);
    expect(opened.grown).toEqual({ growth: 0, health: 0 });
    expect(opened.state).toMatchObject({ growth: 1, health: FRESH_PLANT_HEALTH, mood: 4, lastTick: TODAY });
  });

  it('counts today’s activity before the tick judges inactivity', () => {
    const stored = plant({ growth: 30, health: 50, lastTick: addDays(TODAY, -1) }, { goalsCompleted: 3, notesWritten: 0, lastActivityDate: addDays(TODAY, -10) });
    const opened = openPlant(stored, observation, TODAY);
    expect(opened.grown).toEqual({ growth: 2, health: 1 });
    expect(opened.state).toMatchObject({ growth: 33, health: 51 });
  });
});

describe('the mood message', () => {
  it('is the care message when wilted, else follows the mood', () => {
    expect(plantMoodKey({ health: 29, mood: 5 })).toBe('wilted');
    expect(plantMoodKey({ health: 30, mood: 5 })).toBe('happy');
    expect(plantMoodKey({ health: 80, mood: 4 })).toBe('happy');
    expect(plantMoodKey({ health: 80, mood: 3 })).toBe('calm');
    expect(plantMoodKey({ health: 80, mood: 2 })).toBe('sad');
    expect(plantMoodKey({ health: 80, mood: 1 })).toBe('sad');
    expect(plantMoodKey({ health: 80, mood: null })).toBe('unknown');
  });
});
