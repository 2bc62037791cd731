import type { Kysely } from 'kysely';
import { withIdColumn } from '../id-column.ts';

// Frozen: never edit after it lands; add a new numbered file instead.
// Messages of the contact form (rewards.md 2.10, 7 "Feedback"). user_id is the signed-in sender, else null;
// client_key (the peer address) only feeds the per-client rate limit.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .$call(withIdColumn(db))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('contact', 'text')
    .addColumn('client_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_client_created').on('feedback').columns(['client_key', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}
