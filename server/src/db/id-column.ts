import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Adds an auto-increment integer primary key `id` in the database's own way (serial on
 * PostgreSQL, INTEGER PRIMARY KEY AUTOINCREMENT on SQLite). For migrations from 0005 on; the earlier
 * ones keep their own copy, as migrations are frozen once landed.
 */
export function withIdColumn(db: Kysely<unknown>) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return <T extends string>(table: CreateTableBuilder<T>) =>
    isPostgres ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
