import { describe, expect, it } from 'vitest';
import { HOME_GOALS_SHOWN, HOME_HABITS_SHOWN, homePreview } from './home-previews.ts';

describe('homePreview', () => {
  it('Home shows the first 3 goals and 3 habits (core.md 2)', () => {
    expect(HOME_GOALS_SHOWN).toBe(3);
    expect(HOME_HABITS_SHOWN).toBe(3);
  });

  it('shows the first items and counts the rest', () => {
    expect(homePreview([1, 2, 3, 4, 5], HOME_GOALS_SHOWN)).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(homePreview([1, 2], HOME_GOALS_SHOWN)).toEqual({ shown: [1, 2], more: 0 });
    expect(homePreview([], HOME_HABITS_SHOWN)).toEqual({ shown: [], more: 0 });
  });
});
