import { api } from '../../../lib/api.ts';

/** DELETE /api/notes/{id}/delete/ */
export function deleteNote(id: number): Promise<{ success: true }> {
  return api.delete(`/api/notes/${id}/delete/`);
}
