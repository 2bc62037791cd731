import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new numbered file instead.

/**
 * The sign-in a refresh token descends from through rotations: the id of that sign-in's first
 * token (null on that first token itself). A logout ends the whole line, so a renewal racing the
 * logout in another tab cannot leave a live session behind (services/auth.ts logout).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('family_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('family_id').execute();
}
