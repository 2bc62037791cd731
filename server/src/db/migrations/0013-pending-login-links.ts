import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new numbered file instead.

/**
 * A browser session can ask the bot to link its Telegram account to the signed-in user
 * (rewards.md 2.6, account settings) instead of signing in: `link_user_id` is that user, and
 * `refused_code` the error the browser is shown when the bot refused the link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pending_logins')
    .addColumn('link_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('pending_logins').addColumn('refused_code', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pending_logins').dropColumn('refused_code').execute();
  await db.schema.alterTable('pending_logins').dropColumn('link_user_id').execute();
}
