import type { Db } from '../db/create-db.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { AuthContext } from './auth.ts';
import { insertUser } from './users.ts';

/** The outside sign-in providers; a user has at most one identity of each (migration 0015). */
export type IdentityProvider = 'telegram' | 'vk';

/** An outside account (Telegram, VK) as its provider describes it, its id as text in `subject`. */
export interface ExternalAccount {
  provider: IdentityProvider;
  subject: string;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  photo_url: string | null;
}

/** The user an outside account signs in to, or null. */
export async function userIdForAccount(db: Db, provider: IdentityProvider, subject: string): Promise<number | null> {
  const row = await db
    .selectFrom('identities')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** The account of `provider` linked to `userId` (its id as text), or null. */
export async function subjectOf(db: Db, userId: number, provider: IdentityProvider): Promise<string | null> {
  const row = await db
    .selectFrom('identities')
    .select('subject')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row?.subject ?? null;
}

/**
 * The user of an outside account, created on its first sign-in (one person, one user: the identity
 * row points at it). The profile's names follow the provider; its photo too when it has one.
 */
export async function userForAccount(ctx: AuthContext, account: ExternalAccount): Promise<number> {
  const fromProvider = {
    ...(account.first_name !== null ? { first_name: account.first_name, last_name: account.last_name } : {}),
    ...(account.photo_url ? { photo_url: account.photo_url } : {}),
  };
  const existing = await userIdForAccount(ctx.db, account.provider, account.subject);
  if (existing !== null) {
    if (Object.keys(fromProvider).length > 0) await ctx.db.updateTable('users').set(fromProvider).where('id', '=', existing).execute();
    return existing;
  }
  const now = ctx.now();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const id = await insertUser(
        trx,
        { username: account.username, first_name: account.first_name, last_name: account.last_name, photo_url: account.photo_url },
        now,
      );
      await trx
        .insertInto('identities')
        .values({ user_id: id, provider: account.provider, subject: account.subject, secret: null, created_at: now.toISOString() })
        .execute();
      return id;
    });
  } catch (error) {
    // Two first sign-ins at once: the other one created the user.
    const raced = isUniqueViolation(error) ? await userIdForAccount(ctx.db, account.provider, account.subject) : null;
    if (raced !== null) return raced;
    throw error;
  }
}
