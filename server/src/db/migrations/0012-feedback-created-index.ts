import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new numbered file instead.

/**
 * The contact form's overall rate limit counts every message since a moment (`created_at > ?`, all
 * senders): without this index that count reads the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('feedback_created').on('feedback').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('feedback_created').execute();
}
