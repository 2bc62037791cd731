import { describe, expect, it } from 'vitest';
import { steppedIndex } from './arrow-key-groups.ts';

describe('steppedIndex', () => {
  it('steps a tab list left and right, round at both ends; up and down are not its keys', () => {
    expect(steppedIndex('tab', 'ArrowRight', 0, 3)).toBe(1);
    expect(steppedIndex('tab', 'ArrowRight', 2, 3)).toBe(0);
    expect(steppedIndex('tab', 'ArrowLeft', 0, 3)).toBe(2);
    expect(steppedIndex('tab', 'ArrowDown', 0, 3)).toBeNull();
    expect(steppedIndex('tab', 'ArrowUp', 1, 3)).toBeNull();
  });

  it('steps a radio group with all four arrows', () => {
    expect(steppedIndex('radio', 'ArrowDown', 0, 2)).toBe(1);
    expect(steppedIndex('radio', 'ArrowUp', 0, 2)).toBe(1);
    expect(steppedIndex('radio', 'ArrowLeft', 1, 5)).toBe(0);
  });

  it('Home and End go to the first and the last; other keys do not move', () => {
    expect(steppedIndex('tab', 'Home', 2, 3)).toBe(0);
    expect(steppedIndex('radio', 'End', 0, 5)).toBe(4);
    expect(steppedIndex('tab', 'Enter', 1, 3)).toBeNull();
    expect(steppedIndex('radio', ' ', 1, 3)).toBeNull();
  });
});
