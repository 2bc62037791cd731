import { describe, expect, it } from 'vitest';
import { counterLabel } from './counter-label.ts';

describe('counterLabel', () => {
  it('hides the counter at zero or below', () => {
    expect(counterLabel(0)).toBe('');
    expect(counterLabel(-3)).toBe('');
    expect(counterLabel(Number.NaN)).toBe('');
  });

  it('shows the number up to 9', () => {
    expect(counterLabel(1)).toBe('1');
    expect(counterLabel(9)).toBe('9');
  });

  it("shows '9+' above 9", () => {
    expect(counterLabel(10)).toBe('9+');
    expect(counterLabel(250)).toBe('9+');
  });
});
