import { describe, expect, it } from 'vitest';
import { freeTierPercent, freeTierRemaining, freeTierUsage } from './free-tier-usage.ts';

describe('free tier usage', () => {
  it('subscribed users have no limit', () => {
    expect(freeTierUsage(10, 3, true)).toBe('subscribed');
  });

  it('the notice starts at 80 percent rounded up; the limit at the maximum', () => {
    expect(freeTierUsage(2, 3, false)).toBe('ok');
    expect(freeTierUsage(3, 3, false)).toBe('reached');
    expect(freeTierUsage(7, 10, false)).toBe('ok');
    expect(freeTierUsage(8, 10, false)).toBe('notice');
    expect(freeTierUsage(9, 10, false)).toBe('notice');
    expect(freeTierUsage(10, 10, false)).toBe('reached');
    expect(freeTierUsage(4, 5, false)).toBe('notice');
  });

  it('remaining and the bar share', () => {
    expect(freeTierRemaining(2, 3)).toBe(1);
    expect(freeTierRemaining(5, 3)).toBe(0);
    expect(freeTierPercent(2, 3)).toBe(67);
    expect(freeTierPercent(4, 3)).toBe(100);
  });
});
