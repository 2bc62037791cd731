import { describe, expect, it } from 'vitest';
import { appendPage, nextPageNumber, withFreshHead } from './paged-list.ts';

const item = (id: number) => ({ id });
const ids = (items: readonly { id: number }[]) => items.map((i) => i.id);

describe('paging after changes', () => {
  it('asks for the page holding the first unloaded item and skips duplicates', () => {
    expect(nextPageNumber(10, 10)).toBe(2);
    expect(nextPageNumber(11, 10)).toBe(2);
    expect(nextPageNumber(9, 10)).toBe(1);
    expect(ids(appendPage([item(9), item(8)], [item(8), item(7)]))).toEqual([9, 8, 7]);
  });
});

describe('a fresh head', () => {
  it('takes the server\'s first items as they are now and keeps those loaded beyond them', () => {
    // Loaded 9..4, asked again for 4: 10 is new, 8 was deleted elsewhere, 6 slid into the head.
    expect(ids(withFreshHead([item(9), item(8), item(7), item(6), item(5), item(4)], [item(10), item(9), item(7), item(6)], 4))).toEqual([10, 9, 7, 6, 5, 4]);
    expect(ids(withFreshHead([item(2), item(1)], [item(3), item(2), item(1)], 3))).toEqual([3, 2, 1]);
  });
});
