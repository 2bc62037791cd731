import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import type { Db } from './create-db.ts';
import { isPostgres } from './dialect.ts';

/**
 * A subquery's rows as one JSON array value of the outer row, in the database's own dialect
 * (Kysely's helpers). One value instead of many rows: reading rows one by one costs more than the
 * query itself (scripts/bench/). Read the value with `rowsOfJsonArray`.
 */
export function jsonArrayFrom<O>(db: Db, subquery: Parameters<typeof sqliteJsonArrayFrom<O>>[0]) {
  const array = isPostgres(db) ? postgresJsonArrayFrom(subquery) : sqliteJsonArrayFrom(subquery);
  return array.$castTo<O[] | string>();
}

/** The rows of a `jsonArrayFrom` value: SQLite answers JSON text, PostgreSQL (pg) parsed JSON. */
export function rowsOfJsonArray<O>(value: O[] | string): O[] {
  return typeof value === 'string' ? (JSON.parse(value) as O[]) : value;
}
