import { api } from '../../../lib/api.ts';

/** DELETE /api/habits/{id}/delete/ */
export async function deleteHabit(id: number): Promise<void> {
  await api.delete(`/api/habits/${id}/delete/`);
}
