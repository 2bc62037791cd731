import { describe, expect, it } from 'vitest';
import { canCompleteGoal, goalCalendarStatus, goalProgress, habitCalendarStatus, placeOfSubgoal } from './goal-rules.ts';

describe('goal progress', () => {
  it('is the rounded share of done sub-steps', () => {
    const steps = [
      { text: 'a', completed: true },
      { text: 'b', completed: false },
      { text: 'c', completed: false },
    ];
    expect(goalProgress(steps, false)).toBe(33);
    expect(goalProgress(steps.map((s, i) => ({ ...s, completed: i < 2 })), false)).toBe(67);
    expect(goalProgress([], false)).toBe(0);
    expect(goalProgress([], true)).toBe(100);
  });

  it('completes only with no sub-steps or all done', () => {
    expect(canCompleteGoal([])).toBe(true);
    expect(canCompleteGoal([{ text: 'a', completed: true }])).toBe(true);
    expect(canCompleteGoal([{ text: 'a', completed: true }, { text: 'b', completed: false }])).toBe(false);
  });
});

describe('calendar status', () => {
  const today = '2026-11-23';
  it('of a goal: 3 and 7 days', () => {
    const g = (deadline: string | null, is_completed = false) => goalCalendarStatus({ deadline, is_completed }, today);
    expect(g('2026-11-22')).toBe('overdue');
    expect(g('2026-11-23')).toBe('urgent');
    expect(g('2026-11-26')).toBe('urgent');
    expect(g('2026-11-27')).toBe('warning');
    expect(g('2026-11-30')).toBe('warning');
    expect(g('2026-12-01')).toBe('normal');
    expect(g('2026-11-01', true)).toBe('completed');
  });

  it('of a habit: 1 and 3 days, completed when done today, inactive first', () => {
    const h = (deadline: string | null, last_completed: string | null = null, is_active = true) =>
      habitCalendarStatus({ deadline, last_completed, is_active }, today);
    expect(h('2026-11-22')).toBe('overdue');
    expect(h('2026-11-24')).toBe('urgent');
    expect(h('2026-11-25')).toBe('warning');
    expect(h('2026-11-26')).toBe('warning');
    expect(h('2026-11-27')).toBe('normal');
    expect(h('2026-11-22', today)).toBe('completed');
    expect(h('2026-11-22', today, false)).toBe('inactive');
  });
});

describe('the place of a sub-step now', () => {
  const steps = (...texts: string[]) => texts.map((text) => ({ text, completed: false }));
  it('is where it was while its text is there, else the first of its text, else -1', () => {
    expect(placeOfSubgoal(steps('a', 'b', 'b'), 2, 'b')).toBe(2);
    expect(placeOfSubgoal(steps('new', 'a', 'b'), 1, 'b')).toBe(2);
    expect(placeOfSubgoal(steps('a'), 1, 'b')).toBe(-1);
  });
});
