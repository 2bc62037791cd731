import { api } from '../../../lib/api.ts';

/** POST /api/habits/reset-daily-progress/ (idempotent on the server). */
export async function resetDailyProgress(): Promise<void> {
  await api.post('/api/habits/reset-daily-progress/');
}
