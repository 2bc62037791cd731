import type { SqliteDatabase } from 'kysely';
import type { Db } from './create-db.ts';

/** Runs one SELECT and gives its rows. */
export type CommittedRead = (sql: string, parameters: readonly unknown[]) => unknown[];

const readers = new WeakMap<Db, CommittedRead>();

/**
 * SQLite's hot reads on a read-only connection of their own (prepared-query.ts): what has been
 * committed, read at once and without Kysely's pipeline. Kysely runs every query through its one
 * connection in turn, so a read outside a transaction waited for any transaction in progress (a
 * +1 across its awaits) and paid the pipeline's promises and mutex on every request. In WAL mode
 * each statement here is its own read transaction: it sees every commit made before it, never a
 * transaction still open. Only the root Db has one; a transaction's queries stay in it.
 */
export function addCommittedReads(db: Db, reader: SqliteDatabase): void {
  readers.set(db, (sql, parameters) => reader.prepare(sql).all(parameters) as unknown[]);
}

/** The committed reads of `db`, if it is a root SQLite Db. */
export function committedReadsOf(db: Db): CommittedRead | undefined {
  return readers.get(db);
}
