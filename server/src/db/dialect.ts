import { type Kysely, PostgresAdapter } from 'kysely';

/** Whether `db` speaks PostgreSQL (else SQLite): for the few statements the two spell differently. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
