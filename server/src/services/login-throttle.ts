import type { Db } from '../db/create-db.ts';

/** Failures counted within this window (per username, and per client address). */
const WINDOW_MS = 15 * 60 * 1000;
/**
 * Failures allowed before a pause; the pause doubles with each further failure, up to the cap. An
 * address gets many more than an account: behind one office network or proxy many people share it,
 * and one person's typos must not lock the others out.
 */
export const FREE_FAILURES = { account: 5, client: 100 } as const;
const FIRST_PAUSE_MS = 30 * 1000;
const MAX_PAUSE_MS = 15 * 60 * 1000;

export type ThrottleKey = { kind: keyof typeof FREE_FAILURES; value: string };

const rowKey = (k: ThrottleKey) => `${k.kind}:${k.value}`;

/** Seconds until `keys` may try again, or 0 when they may try now. */
export async function secondsBlocked(db: Db, keys: ThrottleKey[], now: Date): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db
    .selectFrom('login_throttle')
    .select('blocked_until')
    .where('key', 'in', keys.map(rowKey))
    .execute();
  const until = Math.max(0, ...rows.map((r) => (r.blocked_until ? Date.parse(r.blocked_until) : 0)));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** Counts a failed attempt and, past the free failures, pauses the key with a growing pause. */
export async function recordFailure(db: Db, keys: ThrottleKey[], now: Date): Promise<void> {
  for (const key of keys) {
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('login_throttle').selectAll().where('key', '=', rowKey(key)).executeTakeFirst();
      const fresh = !row || now.getTime() - Date.parse(row.window_started_at) > WINDOW_MS;
      const failures = fresh ? 1 : row.failures + 1;
      const over = failures - FREE_FAILURES[key.kind];
      const blockedUntil =
        over > 0 ? new Date(now.getTime() + Math.min(FIRST_PAUSE_MS * 2 ** (over - 1), MAX_PAUSE_MS)).toISOString() : null;
      const values = {
        failures,
        window_started_at: fresh ? now.toISOString() : row.window_started_at,
        blocked_until: blockedUntil,
      };
      await trx
        .insertInto('login_throttle')
        .values({ key: rowKey(key), ...values })
        .onConflict((oc) => oc.column('key').doUpdateSet(values))
        .execute();
    });
  }
}

/** A successful sign-in clears the account's count (the client's stays). */
export async function clearFailures(db: Db, key: ThrottleKey): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', rowKey(key)).execute();
}
