import { describe, expect, it } from 'vitest';
import {
  GOAL_COMPLETE_FAILED_TOAST_MS,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  TOAST_TICK_MS,
  isPersistentToast,
  toastDuration,
  toastRemainingRatio,
} from './toast-timing.ts';

describe('toast timing', () => {
  it('uses the spec durations per type', () => {
    expect(TOAST_DURATION_MS).toEqual({ success: 3000, info: 3000, warning: 4000, error: 5000 });
    expect(TOAST_REMOVE_DELAY_MS).toBe(200);
    expect(TOAST_TICK_MS).toBe(16);
    expect(toastDuration('error', GOAL_COMPLETE_FAILED_TOAST_MS)).toBe(3000);
  });

  it('prefers an explicit duration, including 0', () => {
    expect(toastDuration('error')).toBe(5000);
    expect(toastDuration('success', 2000)).toBe(2000);
    expect(toastDuration('info', 0)).toBe(0);
  });

  it('keeps toasts with a duration of 0 or less', () => {
    expect(isPersistentToast(0)).toBe(true);
    expect(isPersistentToast(-1)).toBe(true);
    expect(isPersistentToast(3000)).toBe(false);
  });

  it('computes the remaining share for the progress bar', () => {
    expect(toastRemainingRatio(0, 3000)).toBe(1);
    expect(toastRemainingRatio(1500, 3000)).toBe(0.5);
    expect(toastRemainingRatio(4000, 3000)).toBe(0);
    expect(toastRemainingRatio(10_000, 0)).toBe(1);
  });
});
