import { describe, expect, it } from 'vitest';
import { CELEBRATION_ANIMATIONS, celebrationAnimationOf } from './celebration-animation.ts';
import { CELEBRATION_MS } from './celebration-timing.ts';

describe('celebration animation', () => {
  it('plays 3 s and knows the 13 types', () => {
    expect(CELEBRATION_MS).toBe(3000);
    expect(CELEBRATION_ANIMATIONS).toHaveLength(13);
  });

  it('takes the selected type, else guesses from the title, else thumbsup', () => {
    expect(celebrationAnimationOf(null)).toBe('thumbsup');
    expect(celebrationAnimationOf({ animation_type: 'hearts', title: 'Корона' })).toBe('hearts');
    expect(celebrationAnimationOf({ animation_type: 'nope', title: 'Золотая корона' })).toBe('crown');
    expect(celebrationAnimationOf({ title: 'Snow globe' })).toBe('snowflake');
    expect(celebrationAnimationOf({ title: 'Подарок' })).toBe('thumbsup');
  });
});
