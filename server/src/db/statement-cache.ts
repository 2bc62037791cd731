import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Statements kept per connection; Kysely's queries come from a small, fixed set of shapes. */
const MAX_STATEMENTS = 500;

/**
 * Kysely's SQLite driver prepares every query anew, which costs more than running it.
 * This keeps prepared statements by SQL text (least recently used dropped past the cap).
 */
export function withStatementCache(sqlite: SQLiteDatabase): SqliteDatabase & { prepare(sql: string): Statement } {
  const cache = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql); // re-insert below: Map order is recency order
      } else {
        statement = sqlite.prepare(sql);
        if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}
