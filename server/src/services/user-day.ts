import { isSubscriptionActive, todayOnDevice, type DeviceClock, NO_DEVICE_CLOCK, instantOnDevice } from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { DomainError } from '../domain-error.ts';

/** What day-dependent rules need to know about a user right now. */
export interface UserDay {
  /** The user's "today": the day their device shows, else their zone's (todayOnDevice). */
  today: string;
  /** The user's instant: their device's clock, else the server's (instantOnDevice); for what they write, never for expiries. */
  instant: Date;
  /** The server's instant: for what no device may set (expiries, limits held on the server's clock). */
  serverNow: Date;
  timezone: string;
  isSubscribed: boolean;
  /** The versions of the user's goals and habits (migration 0027): what a kept list was made from. */
  listVersions: { goals: number; habits: number };
}

const userClock = preparedQuery((db, p: { userId: number }) =>
  db.selectFrom('users').select(['timezone', 'subscription_expires_at', 'goals_version', 'habits_version']).where('id', '=', p.userId),
);

/**
 * Runs on nearly every request, hence the prepared query. `device` is what the app's device clock
 * shows (the X-Device-Day and X-Device-Time headers, http/require-user.ts); work the server does by
 * itself has none.
 */
export async function userDayOf(db: Db, userId: number, now: Date, device: DeviceClock = NO_DEVICE_CLOCK): Promise<UserDay> {
  const row = await userClock.first(db, { userId });
  if (!row) throw new DomainError('UNAUTHORIZED');
  return {
    today: todayOnDevice(now, row.timezone, device.day),
    instant: instantOnDevice(now, device.time),
    serverNow: now,
    timezone: row.timezone,
    isSubscribed: isSubscriptionActive(row.subscription_expires_at, now),
    listVersions: { goals: row.goals_version, habits: row.habits_version },
  };
}
