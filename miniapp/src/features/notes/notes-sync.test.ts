import type { Note } from '@tracker/shared/contract';
import { describe, expect, it, vi } from 'vitest';
import { type NoteEvent, createNotesSync, isNoteEvent } from './notes-sync.ts';

const note = (id: number, date = '2026-11-23', mood = 4): Note => ({
  id,
  title: null,
  text: null,
  mood,
  sticker: null,
  sticker_image_url: null,
  created_at: `${date}T10:00:00.000Z`,
  date,
  is_public: false,
});

const channel = (name: string) => () => new BroadcastChannel(name) as unknown as import('./notes-sync.ts').ChannelLike;

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

  it('ignores malformed messages', () => {
    expect(isNoteEvent({ type: 'created', note: note(1) })).toBe(true);
    expect(isNoteEvent({ type: 'deleted', id: 3, note: null })).toBe(true);
    expect(isNoteEvent({ type: 'deleted', id: '3', note: null })).toBe(false);
    expect(isNoteEvent({ type: 'created' })).toBe(false);
    expect(isNoteEvent({ type: 'other', note: note(1) })).toBe(false);
    expect(isNoteEvent('created')).toBe(false);
  });
});
