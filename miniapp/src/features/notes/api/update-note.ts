import type { Note } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';
import type { NoteInput } from '../note-input.ts';

/** PUT /api/notes/{id}/ — the same body as creating. */
export function updateNote(id: number, input: NoteInput): Promise<{ success: true; note: Note }> {
  return api.put(`/api/notes/${id}/`, input);
}
