import { isSubscriptionActive, todayOnDevice } from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { DomainError } from '../domain-error.ts';

/** What day-dependent rules need to know about a user right now. */
export interface UserDay {
  /** The user's "today": the day their device shows, else their zone's (todayOnDevice). */
  today: string;
  timezone: string;
  isSubscribed: boolean;
}

const userClock = preparedQuery((db, p: { userId: number }) =>
  db.selectFrom('users').select(['timezone', 'subscription_expires_at']).where('id', '=', p.userId),
);

/**
 * Runs on nearly every request, hence the prepared query. `deviceDay` is the day the app's device
 * shows (the X-Device-Day header, http/require-user.ts); work the server does by itself has none.
 */
export async function userDayOf(db: Db, userId: number, now: Date, deviceDay: string | null = null): Promise<UserDay> {
  const row = await userClock.first(db, { userId });
  if (!row) throw new DomainError('UNAUTHORIZED');
  return {
    today: todayOnDevice(now, row.timezone, deviceDay),
    timezone: row.timezone,
    isSubscribed: isSubscriptionActive(row.subscription_expires_at, now),
  };
}
