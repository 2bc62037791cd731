import { idleDaysBefore } from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { RewardContext } from './rewards.ts';

// Prepared: every habit +1 reads it.
const lastActiveDay = preparedQuery((db, p: { userId: number }) => db.selectFrom('users').select('last_active_day').where('id', '=', p.userId));

/**
 * Marks the user active on their day `ctx.today`, inside the transaction of the activity. Answers
 * the whole idle days before it (idleDaysBefore) on the first activity of a day that follows
 * earlier activity, else 0 (the user's very first activity, or one more on the same day).
 */
export async function recordActivity(trx: Db, ctx: RewardContext): Promise<number> {
  const previous = (await lastActiveDay.first(trx, { userId: ctx.userId }))?.last_active_day ?? null;
  if (previous !== null && previous >= ctx.today) return 0;
  await trx.updateTable('users').set({ last_active_day: ctx.today }).where('id', '=', ctx.userId).execute();
  return previous === null ? 0 : idleDaysBefore(previous, ctx.today);
}
