import type { LimitError } from '@tracker/shared/contract';
import { FREE_LIMITS, LIMIT_TEXTS, type LimitType, freeTierUsage, isLimitType, localLimitMessage } from '@tracker/shared/domain';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { isApiError } from '../lib/api-client.ts';
import { createExternalStore, useStore } from '../lib/external-store.ts';

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

/** How many dialogs besides the limit modal are open that state the limit (see useStatesLimitWhile). */
const limitDialogs = createExternalStore(0);

/**
 * Counts the caller's dialog among those that state the free-tier limit while `open`: the
 * goal/habit form and the note editor, which carry the limit notice. A layout effect, so the page's
 * card leaves in the same frame as the dialog arrives.
 */
export function useStatesLimitWhile(open: boolean): void {
  useLayoutEffect(() => {
    if (!open) return undefined;
    limitDialogs.set(limitDialogs.get() + 1);
    return () => limitDialogs.set(limitDialogs.get() - 1);
  }, [open]);
}

/**
 * True while the limit modal, the goal/habit form or the note editor is open: the page's own limit
 * card and notice are then not drawn, so 'Вы можете создать максимум 3 цели' and 'Вы достигли
 * лимита …' are on the screen once, in the dialog. Not drawn rather than hidden: text under an
 * aria-hidden or display: none is still found by getByText.
 */
export function useLimitStatedInDialog(): boolean {
  const modal = useLimitModal();
  const dialogs = useStore(limitDialogs);
  return modal !== null || dialogs > 0;
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
