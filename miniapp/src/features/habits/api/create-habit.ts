import type { CreateHabitRequest, Habit } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';
import { createKeyOf } from '../../../lib/idempotency.ts';

/** POST /api/habits/create/, made once however often the form `session` sends the same body. */
export async function createHabit(body: CreateHabitRequest, session: string): Promise<Habit> {
  return (await api.post<{ habit: Habit }>('/api/habits/create/', body, { idempotencyKey: createKeyOf(session, body) })).habit;
}
