import { describe, expect, it } from 'vitest';
import { FOX_WELCOME_TIP_DELAY_MS, congratulationFor, remainingDelay, welcomeTipDelay } from './fox-tips.ts';

describe('welcomeTipDelay', () => {
  it('is due 5 s after the tip became allowed', () => {
    expect(FOX_WELCOME_TIP_DELAY_MS).toBe(5000);
    expect(welcomeTipDelay(false, 1000, 1000)).toBe(5000);
    expect(welcomeTipDelay(false, 1000, 4500)).toBe(1500);
  });

  it('is due at once when the 5 s already passed', () => {
    expect(welcomeTipDelay(false, 1000, 6000)).toBe(0);
    expect(welcomeTipDelay(false, 1000, 60_000)).toBe(0);
  });

  it('never comes once seen, nor while not allowed (onboarding open, /login)', () => {
    expect(welcomeTipDelay(true, 1000, 1000)).toBeNull();
    expect(welcomeTipDelay(false, null, 1000)).toBeNull();
  });
});

describe('remainingDelay', () => {
  it('counts the congratulation 1 s from the creation, even if the fox came later', () => {
    expect(remainingDelay(2000, 1000, 2000)).toBe(1000);
    expect(remainingDelay(2000, 1000, 2600)).toBe(400);
    expect(remainingDelay(2000, 1000, 9000)).toBe(0);
  });
});

describe('congratulationFor', () => {
  it('congratulates the first goal or habit by its kind', () => {
    expect(congratulationFor('goal', false, 0)).toBe('firstGoal');
    expect(congratulationFor('habit', false, 0)).toBe('firstHabit');
  });

  it('stays silent after the first one, or when the user already had items', () => {
    expect(congratulationFor('goal', true, 0)).toBeNull();
    expect(congratulationFor('habit', false, 2)).toBeNull();
  });
});
