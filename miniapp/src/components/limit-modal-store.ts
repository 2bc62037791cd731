import type { LimitType, SubscriptionPlan } from '@tracker/shared/domain';
import { useSyncExternalStore } from 'react';
import { isApiError } from '../lib/api-client.ts';

/** What the limit modal shows (core.md 8): the server's error as title, message as description. */
export interface LimitModalData {
  limitType: LimitType;
  title: string;
  description: string;
  current: number;
  max: number;
}

let current: LimitModalData | null = null;
const listeners = new Set<() => void>();

function set(next: LimitModalData | null) {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Opens the app's one limit modal (mounted once by the shell, app/goal-modal-host.tsx). Any
 * feature may call it: goals, habits, notes.
 */
export function openLimitModal(data: LimitModalData): void {
  set(data);
}

export function closeLimitModal(): void {
  set(null);
}

export function useLimitModal(): LimitModalData | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

const LIMIT_TYPES: readonly string[] = ['goals', 'habits', 'notes'];

/** The modal data of a free-tier 403 (`{limit_type, error, message, current_count, max_count}`), else null. */
export function limitModalDataOf(error: unknown): LimitModalData | null {
  if (!isApiError(error) || error.status !== 403) return null;
  const body = error.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || typeof body.limit_type !== 'string' || !LIMIT_TYPES.includes(body.limit_type)) return null;
  const number = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return {
    limitType: body.limit_type as LimitType,
    title: typeof body.error === 'string' ? body.error : error.message,
    description: typeof body.message === 'string' ? body.message : '',
    current: number(body.current_count),
    max: number(body.max_count),
  };
}

/** The window event the subscription purchase listens to; detail `{ plan: 'monthly' | 'yearly' }`. */
export const OPEN_SUBSCRIPTION_PURCHASE_EVENT = 'openSubscriptionPurchase';

export function requestSubscriptionPurchase(plan: SubscriptionPlan): void {
  window.dispatchEvent(new CustomEvent(OPEN_SUBSCRIPTION_PURCHASE_EVENT, { detail: { plan } }));
}
