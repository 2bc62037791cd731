import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('hides a success toast after 3 s and removes it 200 ms later', () => {
    const store = createToastStore(() => 0);
    const id = store.show('Готово', { type: 'success' });
    expect(store.getToasts()).toMatchObject([{ id, message: 'Готово', type: 'success', duration: 3000, show: true }]);
    vi.advanceTimersByTime(2999);
    expect(store.getToasts()[0]?.show).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()[0]?.show).toBe(false);
    vi.advanceTimersByTime(199);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
  });

  it('uses the type durations: info 3 s, warning 4 s, error 5 s', () => {
    const store = createToastStore(() => 0);
    store.show('i');
    store.show('w', { type: 'warning' });
    store.show('e', { type: 'error', description: 'подробности' });
    expect(store.getToasts().map((t) => t.duration)).toEqual([3000, 4000, 5000]);
    expect(store.getToasts()[2]?.description).toBe('подробности');
    vi.advanceTimersByTime(3200);
    expect(store.getToasts().map((t) => t.message)).toEqual(['w', 'e']);
    vi.advanceTimersByTime(1000);
    expect(store.getToasts().map((t) => t.message)).toEqual(['e']);
    vi.advanceTimersByTime(1000);
    expect(store.getToasts()).toHaveLength(0);
  });

  it('keeps a toast with duration 0 until hidden by hand', () => {
    const store = createToastStore(() => 0);
    const id = store.show('Навсегда', { duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(store.getToasts()).toHaveLength(1);
    store.hide(id);
    vi.advanceTimersByTime(200);
    expect(store.getToasts()).toHaveLength(0);
  });

  it('notifies subscribers', () => {
    const store = createToastStore(() => 0);
    const listener = vi.fn();
    const off = store.subscribe(listener);
    store.show('a');
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    store.show('b');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
