import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new numbered file instead.

/**
 * When the server received each note, on its own clock: a note's created_at and day are the
 * writer's device's, which a client may set to any day, so the free tier's notes a day are also
 * held over the server's last 24 hours (services/notes.ts). Notes written before have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notes').addColumn('received_at', 'text').execute();
  await db.schema.createIndex('notes_user_received').on('notes').columns(['user_id', 'received_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notes_user_received').execute();
  await db.schema.alterTable('notes').dropColumn('received_at').execute();
}
