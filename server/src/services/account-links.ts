import type { LinkRefusal } from '@tracker/shared/contract';
import type { Db } from '../db/create-db.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { DomainError } from '../domain-error.ts';
import { type TelegramAccount, telegramSubjectOf, userIdForTelegram } from './auth.ts';

/**
 * True for a user the bot made when this Telegram account first wrote to it (reminders need a
 * user) who never signed in and has nothing of their own: no session ever, no other identity, no
 * goal, habit, note, reward or payment. Linking may take such an account over.
 */
async function isBareBotUser(db: Db, userId: number): Promise<boolean> {
  const tables = ['refresh_tokens', 'goals', 'habits', 'notes', 'reward_ledger', 'payments'] as const;
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('identities').select(eb.fn.countAll<number | string>().as('n')).where('user_id', '=', userId).as('identities'),
      ...tables.map((table) => eb.exists(eb.selectFrom(table).select('user_id').where('user_id', '=', userId)).as(table)),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.identities) === 1 && tables.every((table) => !row[table]);
}

/**
 * Adds `account` as the Telegram identity of `userId` (one person, one user: a second user is never
 * made). Linking the same account again is fine. An account whose user is only the bot's bare
 * record of it moves over (with its chat), and that empty user goes. Refused when the account
 * signs in to a user with a history of its own (merging two histories is not offered) or the user
 * has another Telegram linked. Profile fields the user has not filled are taken from Telegram.
 */
export async function linkTelegram(db: Db, userId: number, account: TelegramAccount, now: Date): Promise<LinkRefusal | null> {
  const owner = await userIdForTelegram(db, account.id);
  if (owner === userId) return null;
  if ((await telegramSubjectOf(db, userId)) !== null) return 'TELEGRAM_ALREADY_LINKED';
  if (owner !== null && !(await isBareBotUser(db, owner))) return 'TELEGRAM_ACCOUNT_TAKEN';
  try {
    await db.transaction().execute(async (trx) => {
      if (owner === null) {
        await trx
          .insertInto('identities')
          .values({ user_id: userId, provider: 'telegram', subject: String(account.id), secret: null, created_at: now.toISOString() })
          .execute();
      } else {
        await trx.updateTable('identities').set({ user_id: userId }).where('user_id', '=', owner).execute();
        await trx.updateTable('telegram_chats').set({ user_id: userId }).where('user_id', '=', owner).execute();
        await trx.deleteFrom('users').where('id', '=', owner).execute();
      }
      await trx
        .updateTable('users')
        .set((eb) => ({
          first_name: eb.fn.coalesce('first_name', eb.val(account.first_name)),
          last_name: eb.fn.coalesce('last_name', eb.val(account.last_name ?? null)),
          photo_url: eb.fn.coalesce('photo_url', eb.val(account.photo_url ?? null)),
        }))
        .where('id', '=', userId)
        .execute();
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another request linked a Telegram to this user, or this account to someone, at the same moment.
    if ((await userIdForTelegram(db, account.id)) === userId) return null;
    return (await telegramSubjectOf(db, userId)) !== null ? 'TELEGRAM_ALREADY_LINKED' : 'TELEGRAM_ACCOUNT_TAKEN';
  }
  return null;
}

/** Like {@link linkTelegram}, for an HTTP call: a refusal is the API's 409. */
export async function linkTelegramOrThrow(db: Db, userId: number, account: TelegramAccount, now: Date): Promise<void> {
  const refusal = await linkTelegram(db, userId, account, now);
  if (refusal) throw new DomainError(refusal);
}
