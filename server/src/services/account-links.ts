import type { LinkRefusal } from '@tracker/shared/contract';
import type { ErrorCode } from '@tracker/shared/texts';
import type { Db } from '../db/create-db.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { DomainError } from '../domain-error.ts';
import { type TelegramAccount, telegramIdentity } from './auth.ts';
import { type ExternalAccount, type IdentityProvider, subjectOf, userIdForAccount } from './identities.ts';

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

/** Why linking an account of each provider is refused: it is another user's, or the user has another. */
const refusals = {
  telegram: { taken: 'TELEGRAM_ACCOUNT_TAKEN', alreadyLinked: 'TELEGRAM_ALREADY_LINKED' },
  vk: { taken: 'VK_ACCOUNT_TAKEN', alreadyLinked: 'VK_ALREADY_LINKED' },
} as const satisfies Record<IdentityProvider, Refusals<ErrorCode>>;

interface Refusals<R> {
  taken: R;
  alreadyLinked: R;
}

/**
 * Adds `account` as the identity of its provider to `userId` (one person, one user: a second user is
 * never made). Linking the same account again is fine. An account whose user is only the bot's bare
 * record of it moves over (with its chat), and that empty user goes. Refused when the account
 * signs in to a user with a history of its own (merging two histories is not offered) or the user
 * has another account of that provider linked. Profile fields the user has not filled are taken
 * from the account.
 */
async function linkAccountRefusing<R>(db: Db, userId: number, account: ExternalAccount, refusal: Refusals<R>, now: Date): Promise<R | null> {
  const { provider, subject } = account;
  const owner = await userIdForAccount(db, provider, subject);
  if (owner === userId) return null;
  if ((await subjectOf(db, userId, provider)) !== null) return refusal.alreadyLinked;
  if (owner !== null && !(await isBareBotUser(db, owner))) return refusal.taken;
  try {
    await db.transaction().execute(async (trx) => {
      if (owner === null) {
        await trx
          .insertInto('identities')
          .values({ user_id: userId, provider, subject, secret: null, created_at: now.toISOString() })
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
          last_name: eb.fn.coalesce('last_name', eb.val(account.last_name)),
          photo_url: eb.fn.coalesce('photo_url', eb.val(account.photo_url)),
        }))
        .where('id', '=', userId)
        .execute();
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another request linked an account of this provider to this user, or this account to someone, at the same moment.
    if ((await userIdForAccount(db, provider, subject)) === userId) return null;
    return (await subjectOf(db, userId, provider)) !== null ? refusal.alreadyLinked : refusal.taken;
  }
  return null;
}

/** Links a Telegram account (the bot's pending link, the Login Widget, initData). */
export function linkTelegram(db: Db, userId: number, account: TelegramAccount, now: Date): Promise<LinkRefusal | null> {
  return linkAccountRefusing(db, userId, telegramIdentity(account), refusals.telegram, now);
}

/** Like {@link linkAccountRefusing}, for an HTTP call: a refusal is the API's 409. */
export async function linkAccountOrThrow(db: Db, userId: number, account: ExternalAccount, now: Date): Promise<void> {
  const refusal = await linkAccountRefusing(db, userId, account, refusals[account.provider], now);
  if (refusal) throw new DomainError(refusal);
}
