import { describe, expect, it } from 'vitest';
import { dayMoodAggregate } from './mood.ts';

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
