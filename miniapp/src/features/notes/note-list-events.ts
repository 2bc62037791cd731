import type { Note } from '@tracker/shared/contract';
import type { NoteEvent } from './notes-sync.ts';

/**
 * Lists are newest first by when a note was written (its `created_at`, an ISO instant of the device
 * clock, which can run behind the order of writing), then by id: the server's order.
 */
const newestFirst = (a: Note, b: Note) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1);

const isWithin = (note: Note, from: string, to: string) => note.date >= from && note.date <= to;

/**
 * The notes of user days [from, to]. The server answers only those, but core.md 7's GET /notes/list/
 * names no range, so an answer that ignores one (a plain list, a stub) still shows only the range.
 */
export function notesInRange(notes: readonly Note[], from: string, to: string): Note[] {
  return notes.filter((n) => isWithin(n, from, to));
}

/** A list of the notes of user days [from, to] after a change. */
export function applyToRange(notes: readonly Note[], event: NoteEvent, from: string, to: string): Note[] {
  const id = event.type === 'deleted' ? event.id : event.note.id;
  const rest = notes.filter((n) => n.id !== id);
  if (event.type === 'deleted') return rest.length === notes.length ? (notes as Note[]) : rest;
  if (!isWithin(event.note, from, to)) return rest.length === notes.length ? (notes as Note[]) : rest;
  // An update of a note this list never had (another tab's older note) comes in like a new one.
  return [...rest, event.note].sort(newestFirst);
}

export interface PagedNotes {
  notes: Note[];
  /** All the user's notes on the server, loaded or not. */
  total: number;
}

/** A newest-first list loaded page by page after a change. */
export function applyToPaged(state: PagedNotes, event: NoteEvent): PagedNotes {
  if (event.type === 'created') {
    if (state.notes.some((n) => n.id === event.note.id)) return state;
    return { notes: [event.note, ...state.notes].sort(newestFirst), total: state.total + 1 };
  }
  if (event.type === 'updated') {
    if (!state.notes.some((n) => n.id === event.note.id)) return state;
    return { ...state, notes: state.notes.map((n) => (n.id === event.note.id ? event.note : n)) };
  }
  return { notes: state.notes.filter((n) => n.id !== event.id), total: Math.max(0, state.total - 1) };
}
