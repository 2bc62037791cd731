import { limitNoticeFrom } from './free-tier.ts';

/**
 * Where a free user stands against one limit (core.md 4 "Subscription guard", 5):
 * subscribed (no limit), reached (the upgrade card), notice (from 80 percent, rounded up), or ok.
 */
export type FreeTierUsage = 'subscribed' | 'reached' | 'notice' | 'ok';

export function freeTierUsage(current: number, max: number, subscribed: boolean): FreeTierUsage {
  if (subscribed || max <= 0) return 'subscribed';
  if (current >= max) return 'reached';
  if (current >= limitNoticeFrom(max)) return 'notice';
  return 'ok';
}

/** What is left before the limit, never negative. */
export function freeTierRemaining(current: number, max: number): number {
  return Math.max(0, max - current);
}

/** The filled share of the limit modal's progress bar, 0..100. */
export function freeTierPercent(current: number, max: number): number {
  if (max <= 0) return 0;
  return Math.min(100, Math.round((current / max) * 100));
}
