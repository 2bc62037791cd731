import type { Earning, RewardReason } from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';

/** Who earns, at which instant, and which day that is on their clock. */
export interface RewardContext {
  userId: number;
  now: Date;
  /** The user's local day (userDayOf): daily caps and per-day keys use it, never UTC. */
  today: string;
  timezone: string;
}

export interface Award extends Earning {
  /** The idempotency key (rewardKeys): the same key never pays twice. */
  key: string;
  reason: RewardReason;
}

/**
 * Pays `reward` once: a ledger row (ON CONFLICT DO NOTHING on the user's key) and, only when the
 * row is new, the same amounts added to the user's balances — so the balances always equal the
 * ledger's sums. Run it inside the transaction of the change that earned it. True when it paid.
 */
export async function award(trx: Db, ctx: RewardContext, reward: Award): Promise<boolean> {
  const inserted = await trx
    .insertInto('reward_ledger')
    .values({
      user_id: ctx.userId,
      key: reward.key,
      reason: reward.reason,
      day: ctx.today,
      activity_points: reward.activityPoints,
      coins: reward.coins,
      created_at: ctx.now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await trx
    .updateTable('users')
    .set((eb) => ({ coins: eb('coins', '+', reward.coins), activity_points: eb('activity_points', '+', reward.activityPoints) }))
    .where('id', '=', ctx.userId)
    .execute();
  return true;
}

/** How many rewards of `reason` the user was paid on their day `day` (daily caps). */
export async function rewardsPaidOn(trx: Db, userId: number, reason: RewardReason, day: string): Promise<number> {
  const row = await trx
    .selectFrom('reward_ledger')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('reason', '=', reason)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
