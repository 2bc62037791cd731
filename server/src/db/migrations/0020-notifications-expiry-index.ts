import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Frozen: never edit after it lands; add a new numbered file instead.

/**
 * The hourly pruning finds expired notifications (the in-app reminders expire at the end of their
 * local day) through this index instead of reading the whole table. Only rows with an expiry are in it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('notifications_expires')
    .on('notifications')
    .column('expires_at')
    .where(sql.ref('expires_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notifications_expires').execute();
}
