import { api } from '../../../lib/api.ts';

/** DELETE /api/goals/{id}/delete/ */
export async function deleteGoal(id: number): Promise<void> {
  await api.delete(`/api/goals/${id}/delete/`);
}
