import { PostgresAdapter } from 'kysely';
import type { Db } from './create-db.ts';

/**
 * Serialises a user's count-then-insert transactions (free-tier limits). PostgreSQL locks the
 * user's row; SQLite needs nothing, as Kysely runs its transactions one at a time on one connection.
 */
export async function lockUser(trx: Db, userId: number): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
