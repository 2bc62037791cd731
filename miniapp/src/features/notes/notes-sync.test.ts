import { describe, expect, it, vi } from 'vitest';
import { testNote as note } from './note-fixture.ts';
import { type ChannelLike, type NoteEvent, changesNoteCount, createNotesSync, isNoteEvent } from './notes-sync.ts';

const channel = (name: string) => () => new BroadcastChannel(name) as unknown as ChannelLike;

describe('notes_sync', () => {
  it('tells local listeners at once and other tabs through the channel', async () => {
    const name = `notes_sync_test_${Math.random()}`;
    const tabA = createNotesSync(channel(name));
    const tabB = createNotesSync(channel(name));
    const heardA: NoteEvent[] = [];
    const heardB: NoteEvent[] = [];
    const offA = tabA.subscribe((e) => heardA.push(e));
    const offB = tabB.subscribe((e) => heardB.push(e));

    const created: NoteEvent = { type: 'created', note: note(1) };
    tabA.publish(created);
    expect(heardA).toEqual([created]);
    await vi.waitFor(() => expect(heardB).toEqual([created]));

    const deleted: NoteEvent = { type: 'deleted', id: 1, note: null };
    tabB.publish(deleted);
    await vi.waitFor(() => expect(heardA).toEqual([created, deleted]));
    // A tab never hears its own broadcast twice.
    expect(heardB).toEqual([created, deleted]);
    offA();
    offB();
  });

  it('works without BroadcastChannel, for this tab only', () => {
    const sync = createNotesSync(() => null);
    const heard: NoteEvent[] = [];
    sync.subscribe((e) => heard.push(e));
    sync.publish({ type: 'updated', note: note(2) });
    expect(heard).toHaveLength(1);
  });

  it('counts created and deleted notes as changing the totals, not edits', () => {
    expect(changesNoteCount({ type: 'created', note: note(1) })).toBe(true);
    expect(changesNoteCount({ type: 'deleted', id: 1, note: null })).toBe(true);
    expect(changesNoteCount({ type: 'updated', note: note(1) })).toBe(false);
  });

  it('ignores malformed messages', () => {
    expect(isNoteEvent({ type: 'created', note: note(1) })).toBe(true);
    expect(isNoteEvent({ type: 'deleted', id: 3, note: null })).toBe(true);
    expect(isNoteEvent({ type: 'deleted', id: '3', note: null })).toBe(false);
    expect(isNoteEvent({ type: 'created' })).toBe(false);
    expect(isNoteEvent({ type: 'other', note: note(1) })).toBe(false);
    expect(isNoteEvent('created')).toBe(false);
  });
});
