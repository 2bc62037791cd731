import type { Note } from '@tracker/shared/contract';
import type { Mood } from '@tracker/shared/domain';
import { type MouseEvent, useSyncExternalStore } from 'react';

export type EditorRequest = { mode: 'create'; mood: Mood | null } | { mode: 'edit'; note: Note };

export interface NoteModalsState {
  editor: EditorRequest | null;
  /** Grows on every opening, so a reopened editor starts from a fresh form. */
  editorSession: number;
  view: Note | null;
}

let state: NoteModalsState = { editor: null, editorSession: 0, view: null };
const listeners = new Set<() => void>();

function set(patch: Partial<NoteModalsState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Opens the note editor (one at a time; the view popup closes). */
export function openNoteEditor(request: EditorRequest): void {
  set({ editor: request, editorSession: state.editorSession + 1, view: null });
}

export function closeNoteEditor(): void {
  set({ editor: null });
}

/** Opens the 'Просмотр заметки' popup. */
export function openNoteView(note: Note): void {
  set({ view: note });
}

/**
 * The click handler of a note's card (Home) or row (Mood screen): a click anywhere on it, its text,
 * mood, sticker or title, opens the view popup (core.md 2). The title is its one button for the
 * keyboard, whose click bubbles here; a click on another control in it (the edit button) does not.
 */
export function openNoteOnClick(note: Note) {
  return (event: MouseEvent<HTMLElement>) => {
    const control = event.target instanceof Element ? event.target.closest('button, a') : null;
    if (control === null || control.classList.contains('note-open')) openNoteView(note);
  };
}

export function closeNoteView(): void {
  set({ view: null });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

export function useNoteModals(): NoteModalsState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The modals' state outside React (event listeners). */
export function currentNoteModals(): NoteModalsState {
  return state;
}
