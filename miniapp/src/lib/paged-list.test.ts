import { describe, expect, it } from 'vitest';
import { appendPage, nextPageNumber } from './paged-list.ts';

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
