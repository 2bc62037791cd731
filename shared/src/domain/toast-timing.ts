/** Toast kinds of the spec (core.md 3 "Feedback and toasts"). */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** How long a toast stays before it starts hiding, per type (core.md 9). */
export const TOAST_DURATION_MS: Readonly<Record<ToastType, number>> = {
  success: 3000,
  info: 3000,
  warning: 4000,
  error: 5000,
};

/** The 'Не удалось завершить цель' toast stays 3 s (core.md 4 "Goal"). */
export const GOAL_COMPLETE_FAILED_TOAST_MS = 3000;

/** A hidden toast is removed from the list this long after it starts hiding. */
export const TOAST_REMOVE_DELAY_MS = 200;

/** The progress bar of a toast ticks at this interval. */
export const TOAST_TICK_MS = 16;

/** The duration a toast gets: the explicit one if given, else its type's default. */
export function toastDuration(type: ToastType, explicit?: number): number {
  return explicit ?? TOAST_DURATION_MS[type];
}

/** A duration of 0 or less keeps the toast until it is closed by hand. */
export function isPersistentToast(duration: number): boolean {
  return duration <= 0;
}

/**
 * The remaining share of a toast's life, 1 at the start down to 0 when it hides;
 * a persistent toast always has 1.
 */
export function toastRemainingRatio(elapsedMs: number, duration: number): number {
  if (isPersistentToast(duration)) return 1;
  const ratio = 1 - elapsedMs / duration;
  return Math.min(1, Math.max(0, ratio));
}
