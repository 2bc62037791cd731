import type { Kysely } from 'kysely';
import { withIdColumn } from '../id-column.ts';

// Frozen: never edit after it lands; add a new numbered file instead.

/**
 * Browser push (rewards.md 3, 4.4, 7): the browsers' subscriptions, and an outbox of notifications
 * waiting to be pushed. A row enters the outbox in the transaction that writes the notification and
 * leaves it when a sender claims it, so a push goes out after the commit, at most once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .$call(withIdColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('push_outbox')
    .addColumn('notification_id', 'integer', (c) => c.primaryKey().references('notifications.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_outbox').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
