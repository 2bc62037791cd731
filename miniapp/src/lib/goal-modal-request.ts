import type { Goal, Habit } from '@tracker/shared/contract';
import { APP_EVENTS } from './app-events.ts';

/**
 * What the goal/habit modal opens with: nothing (a new goal), or the goal or habit to edit.
 * Carried as the detail of the openGoalModal window event, so any screen can open it.
 */
export type GoalModalRequest = { kind: 'goal'; goal: Goal } | { kind: 'habit'; habit: Habit } | null;

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
  return null;
}
