import type { LimitError } from '@tracker/shared/contract';
import { FREE_LIMITS, LIMIT_TEXTS, type LimitType, freeTierUsage, isLimitType, localLimitMessage } from '@tracker/shared/domain';
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

/**
 * The modal data of a free-tier 403 (the contract's LimitError: `{limit_type, error, message,
 * current_count, max_count}`), else null. Checked by hand rather than with limitErrorSchema: this
 * module loads with the first screen, and zod would add about 29 KiB gzip to it (over the budget of
 * scripts/bundle-budget.ts).
 */
export function limitModalDataOf(error: unknown): LimitModalData | null {
  if (!isApiError(error) || error.status !== 403) return null;
  const body = error.body as Partial<Record<keyof LimitError, unknown>> | null;
  if (!body || typeof body !== 'object' || !isLimitType(body.limit_type)) return null;
  const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
  const number = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return {
    limitType: body.limit_type,
    title: text(body.error, error.message),
    description: text(body.message, ''),
    current: number(body.current_count),
    max: number(body.max_count),
  };
}

/**
 * The local limit modal of core.md 8, for a free user about to create one more: 'Достигнут лимит
 * целей' with 'Вы можете создать максимум 3 цели' ('… 3 заметки в день'); null below the limit.
 */
export function localLimitModal(type: LimitType, current: number): LimitModalData | null {
  const max = FREE_LIMITS[type];
  if (freeTierUsage(current, max, false) !== 'reached') return null;
  return { limitType: type, title: LIMIT_TEXTS[type].error, description: localLimitMessage(type), current, max };
}
