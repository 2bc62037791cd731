import { daysBetween, latestDayKey } from './day-math.ts';
import type { Mood } from './mood.ts';

/**
 * The personal plant (rewards.md 2.7, 3 "Plant state", 4.6, 9 "Plant"): pure rules on a state the
 * browser keeps. Days are day keys of the user's zone ("2026-11-23"), compared only through day-math.
 */

/** Growth and health both live in 0-100. */
export const PLANT_VALUE_MIN = 0;
export const PLANT_VALUE_MAX = 100;

/** Growth stages by the growth they start at (rewards.md 4.6). */
export const PLANT_STAGES = [
  { from: 0, name: 'Семечко' },
  { from: 20, name: 'Росток' },
  { from: 40, name: 'Молодое растение' },
  { from: 60, name: 'Взрослое растение' },
  { from: 80, name: 'Цветущее дерево' },
  { from: 100, name: 'Величественное дерево' },
] as const;
export type PlantStageName = (typeof PLANT_STAGES)[number]['name'];

export type PlantSize = 'small' | 'medium' | 'large';
/** Size: small below 25 growth, medium below 75, large otherwise. */
export const PLANT_SIZE_MEDIUM_FROM = 25;
export const PLANT_SIZE_LARGE_FROM = 75;

/** Below this health the plant is wilted and asks for care. */
export const PLANT_WILTED_BELOW = 30;

/** A change to growth and health (either may be negative). */
export interface PlantChange {
  growth: number;
  health: number;
}

const NO_CHANGE: PlantChange = { growth: 0, health: 0 };

/** Watering and caring, each once per local calendar day (rewards.md 9). */
export const PLANT_WATERING: PlantChange = { growth: 3, health: 15 };
export const PLANT_CARING: PlantChange = { growth: 5, health: 10 };

/** What the plant counts of the user's activity. */
export interface PlantActivityTotals {
  goalsCompleted: number;
  habitsCompleted: number;
  notesWritten: number;
}

/** Growth per new completed goal, completed habit day and written note; health gains half of it. */
export const PLANT_ACTIVITY_GROWTH: Readonly<PlantActivityTotals> = { goalsCompleted: 8, habitsCompleted: 3, notesWritten: 2 };
export const PLANT_ACTIVITY_HEALTH_SHARE = 0.5;

/** Inactivity over 2 days costs 2 health per inactive day, at most 10 a day; over 7 days a prompt shows. */
export const PLANT_INACTIVE_AFTER_DAYS = 2;
export const PLANT_INACTIVITY_HEALTH_PER_DAY = 2;
export const PLANT_INACTIVITY_HEALTH_MAX = 10;
export const PLANT_COMEBACK_PROMPT_AFTER_DAYS = 7;

/** The profile mood's effect on the daily tick, on the 1-5 scale of mood.ts (rewards.md 4.6). */
export const PLANT_MOOD_EFFECTS: Readonly<Record<Mood, PlantChange>> = {
  5: { growth: 2, health: 0 },
  4: { growth: 1, health: 0 },
  3: NO_CHANGE,
  2: { growth: 0, health: -1 },
  1: { growth: 0, health: -2 },
};

/** Activity points above 50 add +1 growth on the daily tick. */
export const PLANT_ACTIVITY_POINTS_BONUS_ABOVE = 50;
export const PLANT_ACTIVITY_POINTS_BONUS: PlantChange = { growth: 1, health: 0 };

/** A new plant: a seed of middling health (docs/decisions.md). */
export const FRESH_PLANT_HEALTH = 50;

export interface PlantStats extends PlantActivityTotals {
  /** Local days on which the plant had its daily tick (the user opened it). */
  daysActive: number;
  /** The latest local day with activity (a note, a habit done, a goal completed) or the plant's first day. */
  lastActivityDate: string;
  /** All the growth ever gained. */
  totalProgress: number;
}

/** The plant state kept in the browser (rewards.md 3). */
export interface PlantState {
  growth: number;
  health: number;
  /** The profile mood the last daily tick saw; null without any note. */
  mood: Mood | null;
  lastWatered: string | null;
  lastCared: string | null;
  /** The local day of the last daily tick. */
  lastTick: string | null;
  stats: PlantStats;
}

/** What the app saw of the user when the plant opens. */
export interface PlantObservation {
  totals: PlantActivityTotals;
  /** The latest local day with activity, null when there is none. */
  lastActivityDay: string | null;
  /** The profile mood: the mood of the latest note, null without notes. */
  mood: Mood | null;
  activityPoints: number;
}

export function clampPlantValue(value: number): number {
  return Math.min(PLANT_VALUE_MAX, Math.max(PLANT_VALUE_MIN, value));
}

/** A fresh plant on `today`, taking today's activity totals as its baseline (past activity does not count). */
export function freshPlant(today: string, totals: PlantActivityTotals): PlantState {
  return {
    growth: PLANT_VALUE_MIN,
    health: FRESH_PLANT_HEALTH,
    mood: null,
    lastWatered: null,
    lastCared: null,
    lastTick: null,
    stats: { ...totals, daysActive: 0, lastActivityDate: today, totalProgress: 0 },
  };
}

/** The growth stage reached: the last stage whose start the growth reaches. */
export function plantStage(growth: number): { index: number; name: PlantStageName } {
  let index = 0;
  PLANT_STAGES.forEach((stage, i) => {
    if (growth >= stage.from) index = i;
  });
  return { index, name: PLANT_STAGES[index]!.name };
}

export function plantSize(growth: number): PlantSize {
  if (growth < PLANT_SIZE_MEDIUM_FROM) return 'small';
  if (growth < PLANT_SIZE_LARGE_FROM) return 'medium';
  return 'large';
}

export function isPlantWilted(health: number): boolean {
  return health < PLANT_WILTED_BELOW;
}

/** Applies a change within 0-100; the growth really gained adds to totalProgress. */
function applyChange(state: PlantState, change: PlantChange): PlantState {
  const growth = clampPlantValue(state.growth + change.growth);
  const health = clampPlantValue(state.health + change.health);
  const gained = Math.max(0, growth - state.growth);
  return { ...state, growth, health, stats: { ...state.stats, totalProgress: state.stats.totalProgress + gained } };
}

/** What moved from `before` to `after`: a change held at 0 or 100 counts only what it moved (the toasts say no more than that). */
function changeBetween(before: PlantState, after: PlantState): PlantChange {
  return { growth: after.growth - before.growth, health: after.health - before.health };
}

export interface PlantCareResult {
  state: PlantState;
  /** False when it was already done today (the state is unchanged). */
  done: boolean;
  /** What it added, within the 100 cap (nothing when not done). */
  change: PlantChange;
}

/** Watering: +15 health, +3 growth, once per local day. */
export function waterPlant(state: PlantState, today: string): PlantCareResult {
  if (state.lastWatered === today) return { state, done: false, change: NO_CHANGE };
  const watered = { ...applyChange(state, PLANT_WATERING), lastWatered: today };
  return { state: watered, done: true, change: changeBetween(state, watered) };
}

/** Caring: +10 health, +5 growth, once per local day. */
export function carePlant(state: PlantState, today: string): PlantCareResult {
  if (state.lastCared === today) return { state, done: false, change: NO_CHANGE };
  const cared = { ...applyChange(state, PLANT_CARING), lastCared: today };
  return { state: cared, done: true, change: changeBetween(state, cared) };
}

/** What the totals grew by since the plant last saw them (a decrease, e.g. a deletion, counts as none). */
export function activityIncrease(seen: PlantActivityTotals, now: PlantActivityTotals): PlantActivityTotals {
  return {
    goalsCompleted: Math.max(0, now.goalsCompleted - seen.goalsCompleted),
    habitsCompleted: Math.max(0, now.habitsCompleted - seen.habitsCompleted),
    notesWritten: Math.max(0, now.notesWritten - seen.notesWritten),
  };
}

/** Growth of goal x8, habit x3, note x2; health half of it, rounded. */
export function activityChange(increase: PlantActivityTotals): PlantChange {
  const growth =
    increase.goalsCompleted * PLANT_ACTIVITY_GROWTH.goalsCompleted +
    increase.habitsCompleted * PLANT_ACTIVITY_GROWTH.habitsCompleted +
    increase.notesWritten * PLANT_ACTIVITY_GROWTH.notesWritten;
  return { growth, health: Math.round(growth * PLANT_ACTIVITY_HEALTH_SHARE) };
}

/**
 * Grows the plant by the activity since it last looked, takes the new totals as its baseline and
 * moves the last activity day forward (never past today, never back).
 */
export function observeActivity(state: PlantState, totals: PlantActivityTotals, lastActivityDay: string | null, today: string): { state: PlantState; change: PlantChange } {
  const seenDay = lastActivityDay === null ? state.stats.lastActivityDate : latestDayKey(state.stats.lastActivityDate, lastActivityDay);
  const lastActivityDate = daysBetween(seenDay, today) < 0 ? today : seenDay;
  const grown = applyChange(state, activityChange(activityIncrease(state.stats, totals)));
  return { state: { ...grown, stats: { ...grown.stats, ...totals, lastActivityDate } }, change: changeBetween(state, grown) };
}

/** Whole local days since the last activity (0 on an active day). */
export function inactiveDays(state: PlantState, today: string): number {
  return Math.max(0, daysBetween(state.stats.lastActivityDate, today));
}

/** Over 2 inactive days: 2 health per inactive day, at most 10. */
export function inactivityHealthLoss(days: number): number {
  return days > PLANT_INACTIVE_AFTER_DAYS ? Math.min(PLANT_INACTIVITY_HEALTH_MAX, PLANT_INACTIVITY_HEALTH_PER_DAY * days) : 0;
}

/** Over 7 inactive days the card asks the user to come back. */
export function needsComebackPrompt(state: PlantState, today: string): boolean {
  return inactiveDays(state, today) > PLANT_COMEBACK_PROMPT_AFTER_DAYS;
}

export function moodChange(mood: Mood | null): PlantChange {
  return mood === null ? NO_CHANGE : PLANT_MOOD_EFFECTS[mood];
}

export function activityPointsChange(activityPoints: number): PlantChange {
  return activityPoints > PLANT_ACTIVITY_POINTS_BONUS_ABOVE ? PLANT_ACTIVITY_POINTS_BONUS : NO_CHANGE;
}

/**
 * The daily tick, at the first opening of a local day (docs/decisions.md): the inactivity loss,
 * the profile mood and the activity-points bonus, once; nothing when today already ticked (or a
 * later day did: a clock set back does not tick twice).
 */
export function dailyTick(state: PlantState, observation: Pick<PlantObservation, 'mood' | 'activityPoints'>, today: string): { state: PlantState; change: PlantChange } {
  if (state.lastTick !== null && daysBetween(state.lastTick, today) <= 0) return { state, change: NO_CHANGE };
  const mood = moodChange(observation.mood);
  const points = activityPointsChange(observation.activityPoints);
  const change = { growth: mood.growth + points.growth, health: mood.health + points.health - inactivityHealthLoss(inactiveDays(state, today)) };
  const ticked = applyChange(state, change);
  return {
    state: { ...ticked, mood: observation.mood, lastTick: today, stats: { ...ticked.stats, daysActive: ticked.stats.daysActive + 1 } },
    change,
  };
}

/**
 * Opening the plant: a fresh one when none is stored, then the activity since the last look,
 * then the daily tick. `grown` is what the activity added (for the 'growth gained' toast).
 */
export function openPlant(stored: PlantState | null, observation: PlantObservation, today: string): { state: PlantState; grown: PlantChange } {
  const start = stored ?? freshPlant(today, observation.totals);
  const observed = observeActivity(start, observation.totals, observation.lastActivityDay, today);
  return { state: dailyTick(observed.state, observation, today).state, grown: observed.change };
}

export type PlantMoodKey = 'wilted' | 'happy' | 'calm' | 'sad' | 'unknown';

/** Which mood message the card shows: wilted first, else by the effect of the mood the last tick saw. */
export function plantMoodKey(state: Pick<PlantState, 'health' | 'mood'>): PlantMoodKey {
  if (isPlantWilted(state.health)) return 'wilted';
  if (state.mood === null) return 'unknown';
  const effect = moodChange(state.mood);
  if (effect.growth > 0) return 'happy';
  return effect.health < 0 ? 'sad' : 'calm';
}
