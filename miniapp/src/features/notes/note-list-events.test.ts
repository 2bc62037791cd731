import type { Note } from '@tracker/shared/contract';
import { describe, expect, it } from 'vitest';
import { applyToPaged, applyToRange, notesInRange } from './note-list-events.ts';
import { testNote as note } from './note-fixture.ts';

const ids = (notes: Note[]) => notes.map((n) => n.id);

describe('applyToRange', () => {
  const today = [note(5), note(3)];

  it('puts a new note of the range on top and ignores one outside it', () => {
    expect(ids(applyToRange(today, { type: 'created', note: note(7) }, '2026-11-23', '2026-11-23'))).toEqual([7, 5, 3]);
    expect(applyToRange(today, { type: 'created', note: note(8, '2026-11-24') }, '2026-11-23', '2026-11-23')).toBe(today);
  });

  it('files a note written at an earlier instant (a device clock set back) below the newer ones, as the server lists them', () => {
    const earlier = { ...note(9), created_at: '2026-11-23T08:00:00.000Z' };
    expect(ids(applyToRange(today, { type: 'created', note: earlier }, '2026-11-23', '2026-11-23'))).toEqual([5, 3, 9]);
  });

  it('replaces an updated note in place and drops deleted ones', () => {
    const updated = applyToRange(today, { type: 'updated', note: note(3, '2026-11-23', 1) }, '2026-11-23', '2026-11-23');
    expect(updated.map((n) => [n.id, n.mood])).toEqual([
      [5, 4],
      [3, 1],
    ]);
    expect(ids(applyToRange(today, { type: 'deleted', id: 5, note: null }, '2026-11-23', '2026-11-23'))).toEqual([3]);
    expect(applyToRange(today, { type: 'deleted', id: 99, note: null }, '2026-11-23', '2026-11-23')).toBe(today);
  });
});

describe('notesInRange', () => {
  it('keeps only the notes of the range from an answer that ignored it', () => {
    const answer = [note(9, '2026-11-25'), note(8, '2026-11-24'), note(7, '2026-11-23'), note(6, '2026-11-17')];
    expect(ids(notesInRange(answer, '2026-11-24', '2026-11-24'))).toEqual([8]);
    expect(ids(notesInRange(answer, '2026-11-18', '2026-11-24'))).toEqual([8, 7]);
  });
});

describe('applyToPaged', () => {
  const state = { notes: [note(9), note(8), note(7), note(6)], total: 11 };

  it('counts created and deleted notes, loaded or not', () => {
    const created = applyToPaged(state, { type: 'created', note: note(12) });
    expect(ids(created.notes)).toEqual([12, 9, 8, 7, 6]);
    expect(created.total).toBe(12);
    expect(applyToPaged(created, { type: 'created', note: note(12) })).toBe(created);
    const deleted = applyToPaged(state, { type: 'deleted', id: 8, note: null });
    expect(ids(deleted.notes)).toEqual([9, 7, 6]);
    expect(deleted.total).toBe(10);
    expect(applyToPaged(state, { type: 'deleted', id: 2, note: null }).total).toBe(10);
  });

  it('updates loaded notes only', () => {
    expect(applyToPaged(state, { type: 'updated', note: note(8, '2026-11-23', 2) }).notes[1]!.mood).toBe(2);
    expect(applyToPaged(state, { type: 'updated', note: note(1) })).toBe(state);
  });
});
