import { describe, expect, it } from 'vitest';
import { dayMoodAggregate, isMood, moodOfScore } from './mood.ts';

describe('dayMoodAggregate', () => {
  it('is null for a day without notes', () => {
    expect(dayMoodAggregate([])).toBeNull();
  });

  it('weighs the most frequent mood 0.6 and the others 0.4', () => {
    const a = dayMoodAggregate([4, 4, 1])!;
    expect(a.dominant).toBe(4);
    expect(a.count).toBe(3);
    expect(a.moodCounts).toEqual({ 1: 1, 2: 0, 3: 0, 4: 2, 5: 0 });
    expect(a.combined).toBeCloseTo(0.6 * 4 + 0.4 * 1);
    expect(a.tiedMoods).toEqual([4]);
  });

  it('lets the higher mood win a tie and reports the tied moods', () => {
    const a = dayMoodAggregate([2, 5, 2, 5, 3])!;
    expect(a.dominant).toBe(5);
    expect(a.tiedMoods).toEqual([5, 2]);
    expect(a.combined).toBeCloseTo(0.6 * 5 + 0.4 * ((2 + 2 + 3) / 3));
  });

  it('is the mood itself for a single note', () => {
    expect(dayMoodAggregate([3])).toMatchObject({ dominant: 3, combined: 3, tiedMoods: [3] });
  });
});

describe('mood of a score', () => {
  it('rounds a score to the nearest mood within 1-5', () => {
    expect(moodOfScore(3.4)).toBe(3);
    expect(moodOfScore(3.5)).toBe(4);
    expect(moodOfScore(0.2)).toBe(1);
    expect(moodOfScore(7)).toBe(5);
  });

  it('accepts only whole moods 1-5', () => {
    expect(isMood(1)).toBe(true);
    expect(isMood(5)).toBe(true);
    expect(isMood(0)).toBe(false);
    expect(isMood(6)).toBe(false);
    expect(isMood(2.5)).toBe(false);
    expect(isMood(Number.NaN)).toBe(false);
  });
});
