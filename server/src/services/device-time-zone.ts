import { dayKeyFor } from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';

/**
 * Moves what a user did on day `from` to day `to`: their notes, habit marks (a habit that already
 * has a mark on `to` keeps both days as they are), habits started that day, paid rewards (their
 * daily caps) and the active day.
 */
async function moveUserDay(trx: Db, userId: number, from: string, to: string): Promise<void> {
  await trx.updateTable('notes').set({ day: to }).where('user_id', '=', userId).where('day', '=', from).execute();
  await trx
    .updateTable('habit_days')
    .set({ day: to })
    .where('day', '=', from)
    .where('habit_id', 'in', (eb) => eb.selectFrom('habits').select('id').where('user_id', '=', userId))
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('habit_days as taken').select('taken.habit_id').whereRef('taken.habit_id', '=', 'habit_days.habit_id').where('taken.day', '=', to))),
    )
    .execute();
  await trx.updateTable('habits').set({ start_day: to }).where('user_id', '=', userId).where('start_day', '=', from).execute();
  await trx.updateTable('reward_ledger').set({ day: to }).where('user_id', '=', userId).where('day', '=', from).execute();
  await trx.updateTable('users').set({ last_active_day: to }).where('id', '=', userId).where('last_active_day', '=', from).execute();
}

/**
 * A habit starts no later than today: one made today east of here (or moved there with the guessed
 * day) would otherwise begin tomorrow for a user who flew west, and stay closed today.
 */
async function startNoLaterThan(trx: Db, userId: number, today: string): Promise<void> {
  await trx.updateTable('habits').set({ start_day: today }).where('user_id', '=', userId).where('start_day', '>', today).execute();
}

/**
 * Stores the time zone a device told (the app's session sync, the notification settings), inside
 * the caller's transaction. A user made over REST or through the bot counts days in the server's
 * zone until then (a guess); when the device's zone puts "now" on another day, what they did on the
 * guessed today moves to the device's today, once: a note written over REST at 23:30 UTC is today's
 * note in Moscow, where it is already the next day, and its daily limit and caps go with it.
 * A later zone changes the days to come, not the days recorded, except that no habit starts after
 * the new today. Answers true when it moved a day.
 */
export async function storeDeviceTimeZone(trx: Db, userId: number, timezone: string, now: Date): Promise<boolean> {
  const user = await trx.selectFrom('users').select(['timezone', 'timezone_from_device']).where('id', '=', userId).executeTakeFirstOrThrow();
  await trx.updateTable('users').set({ timezone, timezone_from_device: 1 }).where('id', '=', userId).execute();
  const told = dayKeyFor(now, timezone);
  if (user.timezone !== timezone) await startNoLaterThan(trx, userId, told);
  if (user.timezone_from_device === 1) return false;
  const guessed = dayKeyFor(now, user.timezone);
  if (guessed === told) return false;
  await moveUserDay(trx, userId, guessed, told);
  return true;
}
