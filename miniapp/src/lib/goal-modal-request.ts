import type { Goal, Habit } from '@tracker/shared/contract';
import { APP_EVENTS } from './app-events.ts';

/**
 * What the goal/habit modal opens with: nothing (a new goal), a new habit (the habits tab's
 * add button), or the goal or habit to edit. Carried as the detail of the openGoalModal window
 * event, so any screen can open it.
 */
export type GoalModalRequest = { kind: 'goal'; goal: Goal } | { kind: 'habit'; habit: Habit } | { kind: 'new-habit' } | null;

/** The goal or habit being edited, or null when the modal creates one. */
export function editedItemOf(request: GoalModalRequest): { kind: 'goal'; goal: Goal } | { kind: 'habit'; habit: Habit } | null {
  return request?.kind === 'goal' || request?.kind === 'habit' ? request : null;
}

export function requestGoalModal(request: GoalModalRequest = null): void {
  window.dispatchEvent(new CustomEvent(APP_EVENTS.openGoalModal, { detail: request }));
}

/** The request an openGoalModal event carries; anything else is a plain "new goal". */
export function goalModalRequestOf(event: Event): GoalModalRequest {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (!detail || typeof detail !== 'object') return null;
  const d = detail as { kind?: unknown; goal?: unknown; habit?: unknown };
  if (d.kind === 'goal' && d.goal && typeof d.goal === 'object') return detail as GoalModalRequest;
  if (d.kind === 'habit' && d.habit && typeof d.habit === 'object') return detail as GoalModalRequest;
  if (d.kind === 'new-habit') return { kind: 'new-habit' };
  return null;
}
