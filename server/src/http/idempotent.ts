import { createMiddleware } from 'hono/factory';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_TTL_MS } from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';
import { DomainError } from '../domain-error.ts';
import type { AppEnv } from './app-env.ts';

/**
 * A create sent with `Idempotency-Key` runs once per user and key: a retry whose first answer was
 * lost (a timeout, a dropped connection) gets that answer again (with `Idempotent-Replayed: true`),
 * one that overtakes a first still running is a 409 REQUEST_IN_PROGRESS. Only successes are kept,
 * so a refused create (a limit, a bad field) may be sent again as it is. Keys last a day. Without
 * the header a create runs as always. Goes after requireUser.
 */
export function idempotent(db: Db, now: () => Date) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (header === undefined) return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(header)) throw new DomainError('IDEMPOTENCY_KEY_INVALID');
    const userId = c.var.userId;
    const key = `${c.req.path} ${header}`;
    const at = now();
    await db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', userId)
      .where('created_at', '<', new Date(at.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString())
      .execute();
    const claimed = await db
      .insertInto('idempotency_keys')
      .values({ user_id: userId, key, status: null, body: null, created_at: at.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
      const first = await db.selectFrom('idempotency_keys').select(['status', 'body']).where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
      if (!first || first.status === null || first.body === null) throw new DomainError('REQUEST_IN_PROGRESS');
      return c.body(first.body, first.status as 200, { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' });
    }
    await next();
    const forget = db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key);
    if (c.res.status >= 300) {
      await forget.execute();
      return;
    }
    const body = await c.res.clone().text();
    await db.updateTable('idempotency_keys').set({ status: c.res.status, body }).where('user_id', '=', userId).where('key', '=', key).execute();
  });
}
