import type { Habit, HabitProgressResponse } from '@tracker/shared/contract';
import { markDoneToday, progressRefusalOf } from '@tracker/shared/domain';
import { goalTexts } from '@tracker/shared/texts';
import { useEffect, useSyncExternalStore } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { AUTH_CHANGED_EVENT, AUTH_STORAGE_KEYS } from '../../../lib/auth-store.ts';
import { localStore } from '../../../lib/storage.ts';
import { hapticImpact } from '../../../lib/telegram.ts';
import { showToast } from '../../../lib/toast.ts';
import { todayKey } from '../../../lib/today.ts';
import { addHabitProgress } from '../api/add-habit-progress.ts';
import { decreaseHabitProgress } from '../api/decrease-habit-progress.ts';
import { deleteHabit } from '../api/delete-habit.ts';
import { getHabits } from '../api/get-habits.ts';
import { resetDailyProgress } from '../api/reset-daily-progress.ts';

export interface HabitsState {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  ready: boolean;
  active: readonly Habit[];
  /** Formed (finished or switched-off) habits. */
  completed: readonly Habit[];
  error: string | null;
  /** Habits whose +/- call is on its way. */
  pending: readonly number[];
}

/** Local keys of core.md 4 "Habit progress": the 24 h cache and the last daily reset. */
export const HABITS_CACHE_KEY = 'habitsState';
export const HABITS_RESET_KEY = 'habitsLastReset';
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

interface CachedHabits {
  userId: string | null;
  savedAt: number;
  day: string;
  active: Habit[];
  completed: Habit[];
}

const initial: HabitsState = { status: 'idle', ready: false, active: [], completed: [], error: null, pending: [] };
let state: HabitsState = initial;
let cacheChecked = false;
let loading: Promise<boolean> | null = null;
let generation = 0;
const listeners = new Set<() => void>();

function set(next: HabitsState) {
  state = next;
  for (const listener of listeners) listener();
}

function currentUserId(): string | null {
  return localStore.get(AUTH_STORAGE_KEYS.userId);
}

function saveCache() {
  if (!state.ready) return;
  const cache: CachedHabits = {
    userId: currentUserId(),
    savedAt: Date.now(),
    day: todayKey(),
    active: [...state.active],
    completed: [...state.completed],
  };
  localStore.set(HABITS_CACHE_KEY, JSON.stringify(cache));
}

/** Shows the cached list (at most 24 h old, same user) until the server answers. */
function restoreCache() {
  if (cacheChecked) return;
  cacheChecked = true;
  try {
    const cache = JSON.parse(localStore.get(HABITS_CACHE_KEY) ?? 'null') as CachedHabits | null;
    if (!cache || cache.userId !== currentUserId() || Date.now() - cache.savedAt > CACHE_TTL_MS) return;
    // Yesterday's counts are not today's: a new day starts at 0.
    const today = todayKey();
    const fresh = (h: Habit) => (cache.day === today ? h : { ...h, daily_progress: 0 });
    set({ ...state, ready: true, active: cache.active.map(fresh), completed: cache.completed.map(fresh) });
  } catch {
    localStore.remove(HABITS_CACHE_KEY);
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener(AUTH_CHANGED_EVENT, () => {
    generation += 1;
    loading = null;
    cacheChecked = false;
    set(initial);
  });
}

/** Once per calendar day the server is asked to reset daily progress (harmless if repeated). */
function resetOncePerDay() {
  const today = todayKey();
  if (localStore.get(HABITS_RESET_KEY) === today) return;
  resetDailyProgress()
    .then(() => localStore.set(HABITS_RESET_KEY, today))
    .catch((error: unknown) => console.warn('daily reset failed', error));
}

export function loadHabits(): Promise<boolean> {
  if (loading) return loading;
  restoreCache();
  resetOncePerDay();
  const mine = generation;
  set({ ...state, status: 'loading' });
  loading = getHabits()
    .then((answer) => {
      if (mine !== generation) return false;
      set({ ...state, status: 'loaded', ready: true, active: answer.active_habits, completed: answer.completed_habits, error: null });
      saveCache();
      return true;
    })
    .catch((error: unknown) => {
      if (mine !== generation) return false;
      set({ ...state, status: 'error', error: error instanceof Error ? error.message : String(error) });
      return false;
    })
    .finally(() => {
      if (mine === generation) loading = null;
    });
  return loading;
}

export function getHabitsState(): HabitsState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHabits({ refresh = false }: { refresh?: boolean } = {}): HabitsState {
  useEffect(() => {
    if (refresh || state.status === 'idle') void loadHabits();
  }, [refresh]);
  return useSyncExternalStore(subscribe, () => state, () => initial);
}

export function findHabit(id: number): Habit | undefined {
  return state.active.find((h) => h.id === id) ?? state.completed.find((h) => h.id === id);
}

const byNewest = (a: Habit, b: Habit) => b.id - a.id;

/** Puts a created or saved habit into its list. */
export function putHabit(habit: Habit): void {
  const active = state.active.filter((h) => h.id !== habit.id);
  const completed = state.completed.filter((h) => h.id !== habit.id);
  if (habit.is_active) active.push(habit);
  else completed.push(habit);
  set({ ...state, active: active.sort(byNewest), completed: completed.sort(byNewest) });
  saveCache();
}

export function dropHabit(id: number): void {
  set({ ...state, active: state.active.filter((h) => h.id !== id), completed: state.completed.filter((h) => h.id !== id) });
  saveCache();
}

function setPending(id: number, on: boolean) {
  const pending = state.pending.filter((p) => p !== id);
  if (on) pending.push(id);
  set({ ...state, pending });
}

function applyProgress(id: number, answer: Omit<HabitProgressResponse, 'success'>) {
  const habit = findHabit(id);
  if (!habit) return;
  putHabit({
    ...habit,
    daily_progress: answer.daily_progress,
    daily_target: answer.daily_target,
    streak: answer.streak,
    completed_dates: answer.completed_dates,
    last_completed: answer.last_completed,
    day_progress: habit.duration === 'period' ? { ...habit.day_progress, [todayKey()]: answer.daily_progress } : habit.day_progress,
  });
}

/**
 * + or - on a habit (core.md 4, 8): the answer's progress, target, streak and completed dates
 * replace the local ones; a light haptic follows an increase; the server's "target reached" and
 * "already done today" refusals set today to done with their own toast.
 */
export async function changeHabitProgress(id: number, direction: 1 | -1): Promise<void> {
  if (state.pending.includes(id)) return;
  setPending(id, true);
  try {
    const answer = direction > 0 ? await addHabitProgress(id) : await decreaseHabitProgress(id);
    applyProgress(id, answer);
    if (direction > 0) hapticImpact('light');
  } catch (error) {
    const serverText = isApiError(error) ? error.serverError : null;
    const refusal = progressRefusalOf(serverText);
    const habit = findHabit(id);
    if (refusal && habit) {
      const done = markDoneToday({ ...habit, completed_dates: [...habit.completed_dates] }, todayKey());
      putHabit(done);
      showToast(refusal === 'target_reached' ? goalTexts.targetReached : goalTexts.alreadyDone, { type: 'info' });
    } else {
      showToast(goalTexts.errorTitle, {
        type: 'error',
        description: serverText ?? (direction > 0 ? goalTexts.addProgressFailed : goalTexts.decreaseProgressFailed),
      });
    }
  } finally {
    setPending(id, false);
  }
}

export async function removeHabit(id: number): Promise<boolean> {
  try {
    await deleteHabit(id);
    dropHabit(id);
    showToast(goalTexts.habitDeleted, { type: 'success', description: goalTexts.habitDeletedText });
    return true;
  } catch (error) {
    console.error('habit delete failed', error);
    showToast(goalTexts.errorTitle, { type: 'error', description: goalTexts.deleteFailed });
    return false;
  }
}
