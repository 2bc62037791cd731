import { type DeviceClock, type Earning, NO_DEVICE_CLOCK, type RewardReason } from '@tracker/shared/domain';
import type { ErrorCode } from '@tracker/shared/texts';
import type { Db } from '../db/create-db.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { DomainError } from '../domain-error.ts';
import { type UserDay, userDayOf } from './user-day.ts';

/** Who earns, at which instant, and which day that is on their clock. */
export interface RewardContext {
  userId: number;
  /** The user's instant (UserDay.instant): when a reward or an achievement was earned, the hour of early_bird and night_owl. */
  now: Date;
  /** The user's local day (userDayOf): daily caps and per-day keys use it, never UTC. */
  today: string;
  timezone: string;
}

/** The one way to build a RewardContext: the user's instant on their day (userDayOf). */
export function rewardContextOf(userId: number, day: Pick<UserDay, 'today' | 'instant' | 'timezone'>): RewardContext {
  return { userId, now: day.instant, today: day.today, timezone: day.timezone };
}

/** rewardContextOf with the user's day read first, for callers that have not read it yet. */
export async function loadRewardContext(db: Db, userId: number, now: Date, device: DeviceClock = NO_DEVICE_CLOCK): Promise<RewardContext> {
  return rewardContextOf(userId, await userDayOf(db, userId, now, device));
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

/** The user's coins. */
export async function balanceOf(db: Db, userId: number): Promise<number> {
  return (await db.selectFrom('users').select('coins').where('id', '=', userId).executeTakeFirstOrThrow()).coins;
}

export interface Spending {
  /** The idempotency key (rewardKeys): a key already spent is refused with `alreadySpent`. */
  key: string;
  reason: RewardReason;
  cost: number;
  alreadySpent: ErrorCode;
}

/**
 * Takes `cost` coins once per key, as a negative ledger row (so the balance stays the ledger's sum):
 * a key already spent is `alreadySpent`, a balance below the cost NOT_ENOUGH_COINS (with points_cost
 * and coins). Run it inside the transaction of the purchase, with the user locked.
 */
export async function spend(trx: Db, ctx: RewardContext, spending: Spending): Promise<void> {
  const spent = await trx.selectFrom('reward_ledger').select('id').where('user_id', '=', ctx.userId).where('key', '=', spending.key).executeTakeFirst();
  if (spent) throw new DomainError(spending.alreadySpent);
  const coins = await balanceOf(trx, ctx.userId);
  if (coins < spending.cost) throw new DomainError('NOT_ENOUGH_COINS', { points_cost: spending.cost, coins });
  await award(trx, ctx, { key: spending.key, reason: spending.reason, activityPoints: 0, coins: -spending.cost });
}

type LedgerDay = { userId: number; reason: RewardReason; day: string };

/** The user's ledger rows of `reason` on their day `day`. */
const ledgerOn = (db: Db, p: LedgerDay) =>
  db.selectFrom('reward_ledger').where('user_id', '=', p.userId).where('reason', '=', p.reason).where('day', '=', p.day);

// Prepared: the profile reads the day's game coins on every load, the +1 and the note the caps.
const paidCount = preparedQuery((db, p: LedgerDay) => ledgerOn(db, p).select((eb) => eb.fn.countAll<number | string>().as('n')));
const paidCoins = preparedQuery((db, p: LedgerDay) => ledgerOn(db, p).select((eb) => eb.fn.sum<number | string | null>('coins').as('coins')));

/** How many rewards of `reason` the user was paid on their day `day` (daily caps). */
export async function rewardsPaidOn(trx: Db, userId: number, reason: RewardReason, day: string): Promise<number> {
  return Number((await paidCount.first(trx, { userId, reason, day }))!.n);
}

/** How many coins of `reason` the user was paid on their day `day` (the daily game limit; profile daily_earned). */
export async function coinsPaidOn(trx: Db, userId: number, reason: RewardReason, day: string): Promise<number> {
  return Number((await paidCoins.first(trx, { userId, reason, day }))!.coins ?? 0);
}
