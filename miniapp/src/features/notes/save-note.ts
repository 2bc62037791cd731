import type { Note } from '@tracker/shared/contract';
import { createNote } from './api/create-note.ts';
import { deleteNote } from './api/delete-note.ts';
import { getNotes } from './api/get-notes.ts';
import { updateNote } from './api/update-note.ts';
import { isGone } from '../../lib/api-client.ts';
import { type LimitModalData, limitModalDataOf, localLimitModal } from '../../components/limit-modal-store.ts';
import type { NoteInput } from './note-input.ts';
import { publishNoteEvent } from './notes-sync.ts';

export type CreateOutcome = { kind: 'saved'; note: Note } | { kind: 'limit'; limit: LimitModalData };

/**
 * Creates a note. A free user's count of today is refreshed and checked first; a failed check lets
 * creation proceed and the server's 403 decides (core.md 4 "Subscription guard", 8).
 */
export async function createNoteChecked(
  input: NoteInput,
  options: { isSubscribed: boolean | null; today: string; createSession: string },
): Promise<CreateOutcome> {
  if (options.isSubscribed === false) {
    try {
      const today = await getNotes({ from: options.today, to: options.today, page: 1, pageSize: 1 });
      const limit = localLimitModal('notes', today.total_count);
      if (limit) return { kind: 'limit', limit };
    } catch (error) {
      console.warn('notes limit check failed, creating anyway', error);
    }
  }
  try {
    const answer = await createNote(input, options.createSession);
    publishNoteEvent({ type: 'created', note: answer.note });
    return { kind: 'saved', note: answer.note };
  } catch (error) {
    const limit = limitModalDataOf(error);
    if (limit?.limitType === 'notes') return { kind: 'limit', limit };
    throw error;
  }
}

/**
 * Saves an edit and tells every open list. A note deleted on another device meanwhile leaves every
 * open list too, and the error goes on to the editor, which says so and closes (blind audit CE F3).
 */
export async function saveNoteEdit(note: Note, input: NoteInput): Promise<Note> {
  try {
    const answer = await updateNote(note.id, input);
    publishNoteEvent({ type: 'updated', note: answer.note });
    return answer.note;
  } catch (error) {
    if (isGone(error)) publishNoteEvent({ type: 'deleted', id: note.id, note });
    throw error;
  }
}

/** Deletes a note and tells every open list; one already deleted on another device is deleted all the same. */
export async function removeNote(note: Note): Promise<void> {
  try {
    await deleteNote(note.id);
  } catch (error) {
    if (!isGone(error)) throw error;
  }
  publishNoteEvent({ type: 'deleted', id: note.id, note });
}
