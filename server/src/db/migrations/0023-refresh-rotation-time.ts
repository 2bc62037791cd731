import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new numbered file instead.

/**
 * When a refresh token was spent by rotation (not by a logout or the theft response): two tabs of
 * one browser that renew with the same token at the same moment are told apart from a stolen token
 * presented later (services/auth.ts refreshSession).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('rotated_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('rotated_at').execute();
}
