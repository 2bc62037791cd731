import { describe, expect, it } from 'vitest';
import { type ItemListsState, createItemLists } from './item-lists.ts';

interface Item {
  id: number;
  on: boolean;
}

function lists(fetch: () => Promise<{ active: Item[]; completed: Item[] }>, busy?: () => boolean) {
  return createItemLists<Item, ItemListsState<Item>>({
    initial: { status: 'idle', ready: false, active: [], completed: [], error: null },
    fetch,
    isActive: (item) => item.on,
    ...(busy ? { busy } : {}),
  });
}

/** A fetch the test answers by hand: each call waits for `answer`. */
function heldFetch() {
  const calls: ((lists: { active: Item[]; completed: Item[] }) => void)[] = [];
  const fetch = () => new Promise<{ active: Item[]; completed: Item[] }>((resolve) => calls.push(resolve));
  return { fetch, calls, answer: (i: number, active: Item[]) => calls[i]!({ active, completed: [] }) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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

  it('catching up replaces loaded lists in the background, loads again after a failure, and does nothing before the first load', async () => {
    const server = heldFetch();
    const store = lists(server.fetch);
    store.catchUp();
    expect(server.calls).toHaveLength(0);
    const first = store.load();
    server.answer(0, [{ id: 1, on: true }]);
    await first;
    store.catchUp();
    store.catchUp();
    expect(server.calls).toHaveLength(2);
    // The lists stay loaded on screen meanwhile.
    expect(store.store.get()).toMatchObject({ status: 'loaded', active: [{ id: 1, on: true }] });
    server.answer(1, [{ id: 2, on: true }, { id: 1, on: true }]);
    await settle();
    expect(store.store.get().active.map((i) => i.id)).toEqual([2, 1]);

    const failing = lists(async () => {
      throw new Error('сеть');
    });
    await failing.load();
    expect(failing.store.get().status).toBe('error');
    let calls = 0;
    const recovering = lists(async () => {
      calls += 1;
      if (calls === 1) throw new Error('сеть');
      return { active: [{ id: 5, on: true }], completed: [] };
    });
    await recovering.load();
    recovering.catchUp();
    await settle();
    expect(recovering.store.get()).toMatchObject({ status: 'loaded', error: null, active: [{ id: 5, on: true }] });
  });

  it("catching up never shows an answer older than this device's own change, nor starts while a change is on its way", async () => {
    const server = heldFetch();
    let busy = false;
    const store = lists(server.fetch, () => busy);
    const first = store.load();
    server.answer(0, [{ id: 1, on: true }]);
    await first;
    store.catchUp();
    store.put({ id: 1, on: false });
    server.answer(1, [{ id: 1, on: true }]);
    await settle();
    expect(store.store.get()).toMatchObject({ active: [], completed: [{ id: 1, on: false }] });

    busy = true;
    store.catchUp();
    expect(server.calls).toHaveLength(2);
  });
});
