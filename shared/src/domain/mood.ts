/** Mood scale 1-5 (core.md 3). */
export const MOODS = [
  { value: 1, key: 'terrible', label: 'Ужасно' },
  { value: 2, key: 'badly', label: 'Плохо' },
  { value: 3, key: 'normally', label: 'Нормально' },
  { value: 4, key: 'good', label: 'Хорошо' },
  { value: 5, key: 'great', label: 'Отлично' },
] as const;
export type Mood = 1 | 2 | 3 | 4 | 5;

/** True for a whole mood 1-5. */
export function isMood(n: number): n is Mood {
  return Number.isInteger(n) && n >= 1 && n <= 5;
}

/** The mood nearest a score (an average), kept within 1-5. */
export function moodOfScore(score: number): Mood {
  return Math.min(5, Math.max(1, Math.round(score))) as Mood;
}

export const NOTE_TITLE_MAX = 200;
export const NOTE_TEXT_MAX = 5000;

/** Weight of the most frequent mood in a day's combined mood; the others share the rest. */
export const DOMINANT_MOOD_WEIGHT = 0.6;

export interface DayMoodAggregate {
  /** The most frequent mood; on a tie the higher mood wins. */
  dominant: Mood;
  count: number;
  /** mood -> number of entries, for 1..5. */
  moodCounts: Record<Mood, number>;
  /** Moods sharing the top count, highest first; two or more means the tie marker shows. */
  tiedMoods: Mood[];
  /** 0.6 x dominant + 0.4 x the mean of the other entries (just the dominant when there are none). */
  combined: number;
}

/** The day aggregate of core.md 3/4 from the moods of one day's notes; null for a day without notes. */
export function dayMoodAggregate(moods: readonly Mood[]): DayMoodAggregate | null {
  if (moods.length === 0) return null;
  const moodCounts: Record<Mood, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const m of moods) moodCounts[m] += 1;
  const top = Math.max(...Object.values(moodCounts));
  const tiedMoods = ([5, 4, 3, 2, 1] as const).filter((m) => moodCounts[m] === top);
  const dominant = tiedMoods[0]!;
  const others = moods.filter((m) => m !== dominant);
  const combined =
    others.length === 0
      ? dominant
      : DOMINANT_MOOD_WEIGHT * dominant + (1 - DOMINANT_MOOD_WEIGHT) * (others.reduce((a, b) => a + b, 0) / others.length);
  return { dominant, count: moods.length, moodCounts, tiedMoods, combined: Math.round(combined * 100) / 100 };
}
