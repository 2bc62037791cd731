import type { Db } from '../db/create-db.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { DomainError } from '../domain-error.ts';
import { type TelegramAccount, userIdForTelegram } from './auth.ts';

/** Why a Telegram account cannot be linked to a user; the codes are errors the API answers. */
export type LinkRefusal = 'TELEGRAM_ACCOUNT_TAKEN' | 'TELEGRAM_ALREADY_LINKED';

/** The Telegram account linked to `userId`, or null. */
async function telegramSubjectOf(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('identities')
    .select('subject')
    .where('user_id', '=', userId)
    .where('provider', '=', 'telegram')
    .executeTakeFirst();
  return row?.subject ?? null;
}

/**
 * Adds `account` as the Telegram identity of `userId` (one person, one user: a second user is never
 * made). Linking the same account again is fine. Refused when the account already signs in to
 * another user (merging two histories is not offered) or the user has another Telegram linked.
 * Profile fields the user has not filled are taken from Telegram.
 */
export async function linkTelegram(db: Db, userId: number, account: TelegramAccount, now: Date): Promise<LinkRefusal | null> {
  const owner = await userIdForTelegram(db, account.id);
  if (owner === userId) return null;
  if (owner !== null) return 'TELEGRAM_ACCOUNT_TAKEN';
  if ((await telegramSubjectOf(db, userId)) !== null) return 'TELEGRAM_ALREADY_LINKED';
  try {
    await db
      .insertInto('identities')
      .values({ user_id: userId, provider: 'telegram', subject: String(account.id), secret: null, created_at: now.toISOString() })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same account was linked or signed in at this moment by another request.
    return (await userIdForTelegram(db, account.id)) === userId ? null : 'TELEGRAM_ACCOUNT_TAKEN';
  }
  await db
    .updateTable('users')
    .set((eb) => ({
      first_name: eb.fn.coalesce('first_name', eb.val(account.first_name)),
      last_name: eb.fn.coalesce('last_name', eb.val(account.last_name ?? null)),
      photo_url: eb.fn.coalesce('photo_url', eb.val(account.photo_url ?? null)),
    }))
    .where('id', '=', userId)
    .execute();
  return null;
}

/** Like {@link linkTelegram}, for an HTTP call: a refusal is the API's 409. */
export async function linkTelegramOrThrow(db: Db, userId: number, account: TelegramAccount, now: Date): Promise<void> {
  const refusal = await linkTelegram(db, userId, account, now);
  if (refusal) throw new DomainError(refusal);
}
