import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: never edit after it lands; add a new numbered file instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = <T extends string>(table: CreateTableBuilder<T>) =>
    isPostgres
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await db.schema
    .createTable('goals')
    .$call(withId)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('custom_category_title', 'text')
    .addColumn('deadline', 'text')
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('subgoals', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('goals_user_status').on('goals').columns(['user_id', 'status']).execute();

  await db.schema
    .createTable('habits')
    .$call(withId)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('custom_category_title', 'text')
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('week_days', 'text', (c) => c.notNull())
    .addColumn('duration', 'text', (c) => c.notNull())
    .addColumn('period_value', 'integer')
    .addColumn('period_unit', 'text')
    .addColumn('daily_target', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull())
    .addColumn('start_day', 'text', (c) => c.notNull())
    .addColumn('end_day', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('habits_user').on('habits').column('user_id').execute();

  // One row per habit and local day: today's count is read from here, never kept as a counter.
  await db.schema
    .createTable('habit_days')
    .addColumn('habit_id', 'integer', (c) => c.notNull().references('habits.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull())
    .addColumn('target', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('habit_days_pk', ['habit_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['habit_days', 'habits', 'goals']) await db.schema.dropTable(table).execute();
}
