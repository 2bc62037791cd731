import type { Note } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';
import { createKeyOf } from '../../../lib/idempotency.ts';
import { type NoteAnswer, withNoteDay } from '../note-day.ts';
import type { NoteInput } from '../note-input.ts';

/**
 * POST /api/notes/ — written on the user's today; 403 with limit_type notes past the free tier;
 * made once however often the editor `session` sends the same note.
 */
export async function createNote(input: NoteInput, session: string): Promise<{ success: true; note_id: number; note: Note }> {
  const answer = await api.post<{ success: true; note_id: number; note: NoteAnswer }>('/api/notes/', input, { idempotencyKey: createKeyOf(session, input) });
  return { ...answer, note: withNoteDay(answer.note) };
}
