import type { Note } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';
import { type NoteAnswer, withNoteDay } from '../note-day.ts';
import type { NoteInput } from '../note-input.ts';

/** PUT /api/notes/{id}/ — the same body as creating. */
export async function updateNote(id: number, input: NoteInput): Promise<{ success: true; note: Note }> {
  const answer = await api.put<{ success: true; note: NoteAnswer }>(`/api/notes/${id}/`, input);
  return { ...answer, note: withNoteDay(answer.note) };
}
