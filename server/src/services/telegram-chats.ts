import type { Db } from '../db/create-db.ts';

/**
 * The user let the bot write to them (a Mini App launched with `allows_write_to_pm`): their chat can
 * receive reminders from now on, as if they had written to the bot. A chat already known stays as
 * it is: a blocked one opens again only when the user writes (registerChat).
 */
export async function openChatIfNew(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .insertInto('telegram_chats')
    .values({ user_id: userId, is_blocked: 0, blocked_at: null, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
