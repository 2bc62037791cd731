import type { CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';

/**
 * Adds an auto-increment integer primary key `id` in the database's own way (serial on
 * PostgreSQL, INTEGER PRIMARY KEY AUTOINCREMENT on SQLite). For migrations from 0005 on; the earlier
 * ones keep their own copy, as migrations are frozen once landed.
 */
export function withIdColumn(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return <T extends string>(table: CreateTableBuilder<T>) =>
    postgres ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
