import { describe, expect, it } from 'vitest';
import { type ItemListsState, createItemLists } from './item-lists.ts';

interface Item {
  id: number;
  on: boolean;
}

function lists(fetch: () => Promise<{ active: Item[]; completed: Item[] }>) {
  return createItemLists<Item, ItemListsState<Item>>({
    initial: { status: 'idle', ready: false, active: [], completed: [], error: null },
    fetch,
    isActive: (item) => item.on,
  });
}

describe('createItemLists', () => {
  it('concurrent loads share one request; put files by state, newest first; drop removes', async () => {
    let calls = 0;
    const store = lists(async () => {
      calls += 1;
      return { active: [{ id: 1, on: true }], completed: [] };
    });
    expect(await Promise.all([store.load(), store.load()])).toEqual([true, true]);
    expect(calls).toBe(1);
    store.put({ id: 3, on: true });
    store.put({ id: 1, on: false });
    expect(store.store.get().active.map((i) => i.id)).toEqual([3]);
    expect(store.store.get().completed.map((i) => i.id)).toEqual([1]);
    expect(store.find(1)).toEqual({ id: 1, on: false });
    store.drop(3);
    expect(store.find(3)).toBeUndefined();
  });

  it('a failed reload keeps the lists on screen with the reason', async () => {
    let fail = false;
    const store = lists(async () => {
      if (fail) throw new Error('сеть');
      return { active: [{ id: 2, on: true }], completed: [] };
    });
    await store.load();
    fail = true;
    expect(await store.load()).toBe(false);
    expect(store.store.get()).toMatchObject({ status: 'error', ready: true, error: 'сеть', active: [{ id: 2, on: true }] });
  });
});
