import { describe, expect, it } from 'vitest';
import { TARGET_TAB_FLAG, clearTabRequest, habitsTabRequested, requestHabitsTab } from '../features/habits/target-tab-flag.ts';
import { createSafeStore } from '../lib/storage.ts';
import { initialTab, tabOf } from './target-tabs.ts';

/** A store of its own per test: no backend, so values live in memory. */
const freshStore = () => createSafeStore(() => null);

describe("the Target screen's tab on arrival", () => {
  it('is ?tab= when it names a tab, else goals', () => {
    const store = freshStore();
    expect(initialTab('?tab=calendar', store)).toBe('calendar');
    expect(initialTab('?tab=habits', store)).toBe('habits');
    expect(initialTab('?tab=unknown', store)).toBe('goals');
    expect(initialTab('', store)).toBe('goals');
    expect(tabOf('?tab=goals')).toBe('goals');
  });

  it("is habits after Home's 'Все привычки', on every render until the page clears the flag", () => {
    const store = freshStore();
    requestHabitsTab(store);
    expect(store.get(TARGET_TAB_FLAG)).toBe('habits');
    // A first render React discards (a lazy page's retry, an interrupted concurrent render,
    // StrictMode's double render) and the render it keeps both read the flag: both choose habits.
    expect(initialTab('', store)).toBe('habits');
    expect(initialTab('', store)).toBe('habits');
    expect(habitsTabRequested(store)).toBe(true);
    // Mounted: the page clears it, and the next visit opens on goals.
    clearTabRequest(store);
    expect(store.get(TARGET_TAB_FLAG)).toBeNull();
    expect(initialTab('', store)).toBe('goals');
  });

  it('lets ?tab= win over the flag', () => {
    const store = freshStore();
    requestHabitsTab(store);
    expect(initialTab('?tab=calendar', store)).toBe('calendar');
  });
});
