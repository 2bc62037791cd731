import type { LinkRefusal, PendingLoginResult, PendingStatusResponse } from '@tracker/shared/contract';
import { PENDING_LOGIN_TTL_MS } from '@tracker/shared/domain';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { DomainError } from '../domain-error.ts';
import { linkTelegram } from './account-links.ts';
import { type AuthContext, type TelegramAccount, issueSession, userForTelegram } from './auth.ts';


const isExpired = (row: { expires_at: string }, now: Date) => Date.parse(row.expires_at) <= now.getTime();

/**
 * Registers a browser's key before it opens the bot; with `linkUserId` the bot will link its
 * Telegram account to that signed-in user. Repeating it for the same open key is harmless.
 */
export async function initPendingLogin(ctx: AuthContext, sessionKey: string, linkUserId: number | null): Promise<void> {
  const now = ctx.now();
  const row = await ctx.db.selectFrom('pending_logins').selectAll().where('session_key', '=', sessionKey).executeTakeFirst();
  if (row) {
    const open = row.user_id === null && row.refused_code === null && row.consumed_at === null && !isExpired(row, now);
    if (open && row.link_user_id === linkUserId) return;
    throw new DomainError('SESSION_KEY_TAKEN');
  }
  try {
    await ctx.db
      .insertInto('pending_logins')
      .values({
        session_key: sessionKey,
        expires_at: new Date(now.getTime() + PENDING_LOGIN_TTL_MS).toISOString(),
        user_id: null,
        consumed_at: null,
        created_at: now.toISOString(),
        link_user_id: linkUserId,
        refused_code: null,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) return; // the same browser's retry won the race
    throw error;
  }
}

/**
 * The browser gave up waiting (its 'Отмена', or the end of its polls): the key is spent, so the bot
 * no longer says 'Готово' for a sign-in no browser will finish, and the key never yields a session.
 */
export async function cancelPendingLogin(ctx: AuthContext, sessionKey: string): Promise<void> {
  await ctx.db
    .updateTable('pending_logins')
    .set({ consumed_at: ctx.now().toISOString() })
    .where('session_key', '=', sessionKey)
    .where('consumed_at', 'is', null)
    .execute();
}

/**
 * The bot saw `/start auth_<key>` from `account`: the browser's session becomes that user's, or,
 * for a link key, the account is linked to the user who asked and the session stays theirs.
 */
export async function confirmPendingLogin(ctx: AuthContext, sessionKey: string, account: TelegramAccount): Promise<PendingLoginResult> {
  const now = ctx.now();
  const row = await ctx.db.selectFrom('pending_logins').selectAll().where('session_key', '=', sessionKey).executeTakeFirst();
  if (!row || row.consumed_at !== null || row.refused_code !== null) return 'unknown';
  if (isExpired(row, now)) return 'expired';
  const done = row.link_user_id === null ? 'confirmed' : 'linked';
  if (row.link_user_id !== null) {
    const refusal = await linkTelegram(ctx.db, row.link_user_id, account, now);
    if (refusal) {
      await ctx.db.updateTable('pending_logins').set({ refused_code: refusal }).where('session_key', '=', sessionKey).execute();
      return refusal;
    }
  }
  const userId = row.link_user_id ?? (await userForTelegram(ctx, account));
  if (row.user_id !== null) return row.user_id === userId ? done : 'unknown';
  const claimed = await ctx.db
    .updateTable('pending_logins')
    .set({ user_id: userId })
    .where('session_key', '=', sessionKey)
    .where('user_id', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? done : 'unknown';
}

/** `{ready:false}` until the bot confirms, then the session exactly once; spent, unknown or expired keys are a 404. */
export async function pendingLoginStatus(ctx: AuthContext, sessionKey: string): Promise<PendingStatusResponse> {
  const now = ctx.now();
  const row = await ctx.db.selectFrom('pending_logins').selectAll().where('session_key', '=', sessionKey).executeTakeFirst();
  if (!row || row.consumed_at !== null || isExpired(row, now)) throw new DomainError('SESSION_NOT_FOUND', { ready: false });
  if (row.refused_code !== null) throw new DomainError(row.refused_code as LinkRefusal, { ready: false });
  if (row.user_id === null) return { ready: false };
  const spent = await ctx.db
    .updateTable('pending_logins')
    .set({ consumed_at: now.toISOString() })
    .where('session_key', '=', sessionKey)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw new DomainError('SESSION_NOT_FOUND', { ready: false });
  const session = await issueSession(ctx, row.user_id);
  return { ready: true, ...session, user_id: row.user_id };
}
