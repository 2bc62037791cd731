import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new numbered file instead.

/**
 * A reminder message answered with a mood button: its note is written at most once, however often
 * and however fast the buttons are pressed. The key is the Telegram message (chat id, message id);
 * whoever inserts the row writes the note.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reminder_answers')
    .addColumn('chat_id', 'bigint', (c) => c.notNull()) // Telegram ids need up to 52 bits
    .addColumn('message_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reminder_answers_pk', ['chat_id', 'message_id'])
    .execute();
  await db.schema.createIndex('reminder_answers_created').on('reminder_answers').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reminder_answers').execute();
}
