import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new numbered file instead.

/**
 * Notes are listed newest first by when they were written (`created_at`, the device's instant),
 * ties by id: this index serves the lists and the profile's newest mood, as notes_user_id served
 * the id order it replaces.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('notes_user_created').on('notes').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.dropIndex('notes_user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('notes_user_id').on('notes').columns(['user_id', 'id']).execute();
  await db.schema.dropIndex('notes_user_created').execute();
}
