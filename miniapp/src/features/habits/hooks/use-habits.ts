import type { Habit, HabitProgressResponse } from '@tracker/shared/contract';
import { HABITS_CACHE_TTL_MS, habitOnNewDay, markDoneToday, progressRefusalOf } from '@tracker/shared/domain';
import { goalTexts } from '@tracker/shared/texts';
import { isApiError } from '../../../lib/api-client.ts';
import { announceRewardsMayHaveChanged } from '../../../lib/app-events.ts';
import { USER_CONTENT_STORAGE_KEYS, getStoredUserId } from '../../../lib/auth-store.ts';
import { type ItemListsState, createItemLists } from '../../../lib/item-lists.ts';
import { localStore } from '../../../lib/storage.ts';
import { hapticImpact } from '../../../lib/telegram.ts';
import { showToast } from '../../../lib/toast.ts';
import { todayKey } from '../../../lib/today.ts';
import { addHabitProgress } from '../api/add-habit-progress.ts';
import { decreaseHabitProgress } from '../api/decrease-habit-progress.ts';
import { deleteHabit } from '../api/delete-habit.ts';
import { getHabits } from '../api/get-habits.ts';
import { resetDailyProgress } from '../api/reset-daily-progress.ts';

/** `completed` holds the formed (finished or switched-off) habits. */
export interface HabitsState extends ItemListsState<Habit> {
  /** Habits whose +/- call is on its way. */
  pending: readonly number[];
}

/** Local keys of core.md 4 "Habit progress": the 24 h cache and the last daily reset. */
export const HABITS_CACHE_KEY = USER_CONTENT_STORAGE_KEYS.habits;
export const HABITS_RESET_KEY = 'habitsLastReset';

interface CachedHabits {
  userId: string | null;
  savedAt: number;
  day: string;
  active: Habit[];
  completed: Habit[];
}

let cacheChecked = false;

function saveCache() {
  const state = habits.store.get();
  if (!state.ready) return;
  const cache: CachedHabits = {
    userId: getStoredUserId(),
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
    if (!cache || cache.userId !== getStoredUserId() || Date.now() - cache.savedAt > HABITS_CACHE_TTL_MS) return;
    // Yesterday's counts and due days are not today's.
    const today = todayKey();
    const fresh = (h: Habit) => (cache.day === today ? h : habitOnNewDay(h, today));
    habits.store.set({ ...habits.store.get(), ready: true, active: cache.active.map(fresh), completed: cache.completed.map(fresh) });
  } catch {
    localStore.remove(HABITS_CACHE_KEY);
  }
}

/** Once per calendar day the server is asked to reset daily progress (harmless if repeated). */
function resetOncePerDay() {
  const today = todayKey();
  if (localStore.get(HABITS_RESET_KEY) === today) return;
  resetDailyProgress()
    .then(() => localStore.set(HABITS_RESET_KEY, today))
    .catch((error: unknown) => console.warn('daily reset failed', error));
}

const habits = createItemLists<Habit, HabitsState>({
  initial: { status: 'idle', ready: false, active: [], completed: [], error: null, pending: [] },
  fetch: async () => {
    const answer = await getHabits();
    return { active: answer.active_habits, completed: answer.completed_habits };
  },
  isActive: (habit) => habit.is_active,
  busy: (): boolean => habits.store.get().pending.length > 0,
  beforeLoad: () => {
    restoreCache();
    resetOncePerDay();
  },
  onChange: saveCache,
  // The new day's counts and due days at once; the server's lists follow (catch-up).
  onNewDay: (day) => {
    const state = habits.store.get();
    habits.store.set({ ...state, active: state.active.map((h) => habitOnNewDay(h, day)), completed: state.completed.map((h) => habitOnNewDay(h, day)) });
    resetOncePerDay();
  },
  // Signed out, clearSession has removed the cache with the session.
  onReset: () => {
    cacheChecked = false;
  },
});

export const loadHabits = habits.load;
export const getHabitsState = (): HabitsState => habits.store.get();
export const useHabits = habits.useLists;
export const findHabit = habits.find;
/** Puts a created or saved habit into its list. */
export const putHabit = habits.put;
export const dropHabit = habits.drop;

function setPending(id: number, on: boolean) {
  const state = habits.store.get();
  const pending = state.pending.filter((p) => p !== id);
  if (on) pending.push(id);
  habits.store.set({ ...state, pending });
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
  if (habits.store.get().pending.includes(id)) return;
  setPending(id, true);
  /**
   * The card may not show what the server holds: it refused for a reason this card did not foresee
   * (another device, a day gone by), or its answer never came (the change may have been counted).
   */
  let stale = false;
  try {
    const answer = direction > 0 ? await addHabitProgress(id) : await decreaseHabitProgress(id);
    applyProgress(id, answer);
    if (direction > 0) {
      hapticImpact('light');
      announceRewardsMayHaveChanged();
    }
  } catch (error) {
    const serverText = isApiError(error) ? error.serverError : null;
    const refusal = progressRefusalOf(serverText);
    const habit = findHabit(id);
    if (refusal && habit) {
      const done = markDoneToday({ ...habit, completed_dates: [...habit.completed_dates] }, todayKey());
      putHabit(done);
      showToast(refusal === 'target_reached' ? goalTexts.targetReached : goalTexts.alreadyDone, { type: 'info' });
    } else {
      stale = true;
      showToast(goalTexts.errorTitle, {
        type: 'error',
        description: serverText ?? (direction > 0 ? goalTexts.addProgressFailed : goalTexts.decreaseProgressFailed),
      });
    }
  } finally {
    setPending(id, false);
  }
  if (stale) habits.catchUp();
}

export function removeHabit(id: number): Promise<boolean> {
  return habits.caughtUpOnFailure(
    (async () => {
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
    })(),
  );
}
