import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: never edit after it lands; add a new numbered file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = <T extends string>(table: CreateTableBuilder<T>) =>
    isPostgres
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  // The user's private chat with the bot (its id is the Telegram user id of the identity).
  // Blocked: Telegram answered 403, so nothing is sent until the user writes to the bot again.
  await db.schema
    .createTable('telegram_chats')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('is_blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blocked_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // No row: the defaults of rewards.md 3 (a row is made once the user's chat with the bot opens).
  // `timezone` copies users.timezone so that (timezone, time) indexes find who is due in a minute.
  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('notifications_enabled', 'integer', (c) => c.notNull())
    .addColumn('info_notifications_enabled', 'integer', (c) => c.notNull())
    .addColumn('mood_reminders_enabled', 'integer', (c) => c.notNull())
    .addColumn('habit_reminders_enabled', 'integer', (c) => c.notNull())
    .addColumn('achievement_notifications_enabled', 'integer', (c) => c.notNull())
    .addColumn('motivational_messages_enabled', 'integer', (c) => c.notNull())
    .addColumn('mood_reminder_time', 'text', (c) => c.notNull())
    .addColumn('habit_reminder_time', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notification_settings_mood_due').on('notification_settings').columns(['timezone', 'mood_reminder_time']).execute();
  await db.schema.createIndex('notification_settings_habit_due').on('notification_settings').columns(['timezone', 'habit_reminder_time']).execute();

  // One row per Telegram charge: the unique id makes crediting idempotent.
  await db.schema
    .createTable('payments')
    .$call(withId)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('telegram_user_id', 'text', (c) => c.notNull())
    .addColumn('telegram_payment_charge_id', 'text', (c) => c.notNull().unique())
    .addColumn('provider_payment_charge_id', 'text')
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('total_amount', 'integer', (c) => c.notNull())
    .addColumn('invoice_payload', 'text', (c) => c.notNull())
    .addColumn('is_recurring', 'integer', (c) => c.notNull())
    .addColumn('is_first_recurring', 'integer', (c) => c.notNull())
    .addColumn('subscription_expiration_date', 'text')
    .addColumn('subscription_expires_at', 'text', (c) => c.notNull())
    .addColumn('refunded_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_user').on('payments').column('user_id').execute();

  // A reminder goes out at most once per user, kind and local day: whoever inserts the row sends it.
  // The key is the row's identity (no id column: a second index would only slow the claims down).
  await db.schema
    .createTable('reminder_deliveries')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reminder_deliveries_pk', ['user_id', 'kind', 'day'])
    .execute();
  await db.schema.createIndex('reminder_deliveries_created').on('reminder_deliveries').column('created_at').execute();

  // Exactly one process runs a job at a time: the holder of an unexpired lease.
  await db.schema
    .createTable('scheduler_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // The end of the last finished tick: the next leader goes on from there (nothing missed in a restart).
    .addColumn('last_tick_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['scheduler_leases', 'reminder_deliveries', 'payments', 'notification_settings', 'telegram_chats']) {
    await db.schema.dropTable(table).execute();
  }
}
