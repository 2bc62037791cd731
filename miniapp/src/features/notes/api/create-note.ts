import type { Note } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';
import type { NoteInput } from '../note-input.ts';

/** POST /api/notes/ — written on the user's today; 403 with limit_type notes past the free tier. */
export function createNote(input: NoteInput): Promise<{ success: true; note_id: number; note: Note }> {
  return api.post('/api/notes/', input);
}
