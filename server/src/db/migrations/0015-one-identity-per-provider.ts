import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new numbered file instead.

/**
 * One identity per user and provider: two links of different Telegram accounts to one user at the
 * same moment cannot both land (the loser gets TELEGRAM_ALREADY_LINKED), so a user's Telegram id is
 * always one value.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('identities_user_provider').on('identities').columns(['user_id', 'provider']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('identities_user_provider').execute();
}
