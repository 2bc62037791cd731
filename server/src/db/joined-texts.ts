import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Db } from './create-db.ts';
import { isPostgres } from './dialect.ts';

/** What `joinedTexts` puts between the values. */
const SEPARATOR = ',';

/**
 * An aggregate: the text values of a (sub)query's rows joined into one text, null when there are
 * none (group_concat on SQLite, string_agg on PostgreSQL). Many short values such as day keys
 * come back far cheaper this way than as rows or as a JSON array of objects (scripts/bench/).
 * The values must not contain ','; read the result with `splitTexts`.
 */
export function joinedTexts(db: Db, value: Expression<string>): RawBuilder<string | null> {
  return isPostgres(db) ? sql<string | null>`string_agg(${value}, ${sql.lit(SEPARATOR)})` : sql<string | null>`group_concat(${value}, ${sql.lit(SEPARATOR)})`;
}

/** The values of a `joinedTexts` result. */
export function splitTexts(joined: string | null): string[] {
  return joined === null ? [] : joined.split(SEPARATOR);
}
