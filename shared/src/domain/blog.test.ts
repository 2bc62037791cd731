import { describe, expect, it } from 'vitest';
import { pageSlots, shownRange } from './blog.ts';

describe('pageSlots', () => {
  it('shows every page when there are few', () => {
    expect(pageSlots(1, 1, 2)).toEqual([1]);
    expect(pageSlots(2, 5, 2)).toEqual([1, 2, 3, 4, 5]);
    expect(pageSlots(3, 5, 1)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first and last page with gaps around the neighbours', () => {
    expect(pageSlots(6, 12, 1)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageSlots(6, 12, 2)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageSlots(1, 12, 1)).toEqual([1, 2, 'gap', 12]);
    expect(pageSlots(12, 12, 1)).toEqual([1, 'gap', 11, 12]);
  });

  it('puts a gap even where a single page is left out', () => {
    expect(pageSlots(4, 7, 1)).toEqual([1, 'gap', 3, 4, 5, 'gap', 7]);
    expect(pageSlots(4, 12, 1)).toEqual([1, 'gap', 3, 4, 5, 'gap', 12]);
    expect(pageSlots(9, 12, 1)).toEqual([1, 'gap', 8, 9, 10, 'gap', 12]);
    expect(pageSlots(5, 9, 2)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 'gap', 9]);
  });

  it('clamps a page outside 1..total and shows nothing for no pages', () => {
    expect(pageSlots(99, 3, 1)).toEqual([1, 2, 3]);
    expect(pageSlots(1, 0, 2)).toEqual([]);
  });
});

describe('shownRange', () => {
  it('counts the items of a page', () => {
    expect(shownRange(1, 12, 15)).toEqual({ first: 1, last: 12 });
    expect(shownRange(2, 12, 15)).toEqual({ first: 13, last: 15 });
    expect(shownRange(3, 12, 15)).toEqual({ first: 0, last: 0 });
    expect(shownRange(1, 12, 0)).toEqual({ first: 0, last: 0 });
  });
});
