import { describe, expect, it } from 'vitest';
import { pageButtons, pageCount, pageOffset } from './page-buttons.ts';

describe('pageCount', () => {
  it('rounds up and is 0 for nothing', () => {
    expect(pageCount(0, 5)).toBe(0);
    expect(pageCount(1, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(23, 5)).toBe(5);
  });

  it.each([
    [0, 12, 0],
    [1, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [25, 12, 3],
  ])('%i items by %i -> %i pages', (items, perPage, pages) => {
    expect(pageCount(items, perPage)).toBe(pages);
  });
});

describe('pageOffset', () => {
  it('skips the items of the pages before', () => {
    expect(pageOffset(1, 12)).toBe(0);
    expect(pageOffset(2, 12)).toBe(12);
    expect(pageOffset(3, 5)).toBe(10);
  });
});

describe('pageButtons', () => {
  it('shows every page when there are at most five', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps a window of five around the current page, stopping at the ends', () => {
    expect(pageButtons(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pageButtons(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageButtons(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageButtons(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('clamps a current page outside 1..total and shows nothing for no pages', () => {
    expect(pageButtons(0, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageButtons(1, 0)).toEqual([]);
  });

  it('takes another maximum', () => {
    expect(pageButtons(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageButtons(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });
});
