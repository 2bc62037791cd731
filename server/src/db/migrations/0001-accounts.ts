import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: never edit after it lands; add a new numbered file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = <T extends string>(table: CreateTableBuilder<T>) =>
    isPostgres
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await db.schema
    .createTable('users')
    .$call(withId)
    .addColumn('username', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('nickname', 'text')
    .addColumn('display_name', 'text')
    .addColumn('bio', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('coins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('activity_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subscription_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('identities')
    .$call(withId)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('secret', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('identities_provider_subject', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('identities_user').on('identities').column('user_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .$call(withId)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('user_id').execute();

  await db.schema
    .createTable('pending_logins')
    .addColumn('session_key', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('blocked_until', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['login_throttle', 'pending_logins', 'refresh_tokens', 'identities', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
