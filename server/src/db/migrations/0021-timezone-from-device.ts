import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new numbered file instead.

/**
 * Whether the user's time zone came from a device (1) or is the server's guess for a user made over
 * REST or through the bot (0) until the app tells theirs. Users from before count as told.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('timezone_from_device', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('timezone_from_device').execute();
}
