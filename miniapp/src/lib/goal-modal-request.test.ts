import { describe, expect, it } from 'vitest';
import { editedItemOf, goalModalRequestOf } from './goal-modal-request.ts';

const event = (detail: unknown) => ({ detail }) as unknown as Event;

describe('goalModalRequestOf', () => {
  it('a new habit (the habits tab) is a creation, like a bare event', () => {
    const request = goalModalRequestOf(event({ kind: 'new-habit' }));
    expect(request).toEqual({ kind: 'new-habit' });
    expect(editedItemOf(request)).toBeNull();
    expect(goalModalRequestOf(event(undefined))).toBeNull();
  });

  it('a goal or habit to edit is kept; a malformed one is a new goal', () => {
    const goal = { id: 1 };
    expect(editedItemOf(goalModalRequestOf(event({ kind: 'goal', goal })))).toEqual({ kind: 'goal', goal });
    expect(goalModalRequestOf(event({ kind: 'habit' }))).toBeNull();
  });
});
