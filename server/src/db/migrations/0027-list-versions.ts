import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

// Frozen: never edit after it lands; add a new numbered file instead.

/**
 * A version of each user's goals and of their habits (with the habits' days), raised by the
 * database itself on every insert, update and delete of those rows, whoever writes them (any
 * server process, a script): the list answers kept in memory (http/list-answer-cache.ts) are
 * valid while the version they were made from is still the user's. A row moved to another user
 * raises both users' versions.
 */
const BUMPS = [
  { table: 'goals', column: 'goals_version', user: (row: 'NEW' | 'OLD') => `${row}.user_id` },
  { table: 'habits', column: 'habits_version', user: (row: 'NEW' | 'OLD') => `${row}.user_id` },
  { table: 'habit_days', column: 'habits_version', user: (row: 'NEW' | 'OLD') => `(SELECT habits.user_id FROM habits WHERE habits.id = ${row}.habit_id)` },
] as const;

const bump = (column: string, ...users: string[]) => `UPDATE users SET ${column} = ${column} + 1 WHERE id IN (${users.join(', ')});`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('goals_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('habits_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  for (const { table, column, user } of BUMPS) {
    if (isPostgres(db)) {
      await sql
        .raw(
          `CREATE FUNCTION ${table}_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF TG_OP = 'INSERT' THEN ${bump(column, user('NEW'))}
            ELSIF TG_OP = 'DELETE' THEN ${bump(column, user('OLD'))}
            ELSE ${bump(column, user('OLD'), user('NEW'))}
            END IF;
            RETURN NULL;
          END $$`,
        )
        .execute(db);
      await sql.raw(`CREATE TRIGGER ${table}_version AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_bump_version()`).execute(db);
    } else {
      await sql.raw(`CREATE TRIGGER ${table}_version_insert AFTER INSERT ON ${table} BEGIN ${bump(column, user('NEW'))} END`).execute(db);
      await sql.raw(`CREATE TRIGGER ${table}_version_update AFTER UPDATE ON ${table} BEGIN ${bump(column, user('OLD'), user('NEW'))} END`).execute(db);
      await sql.raw(`CREATE TRIGGER ${table}_version_delete AFTER DELETE ON ${table} BEGIN ${bump(column, user('OLD'))} END`).execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of BUMPS) {
    if (isPostgres(db)) {
      await sql.raw(`DROP TRIGGER ${table}_version ON ${table}`).execute(db);
      await sql.raw(`DROP FUNCTION ${table}_bump_version()`).execute(db);
    } else {
      for (const op of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER ${table}_version_${op}`).execute(db);
    }
  }
  await db.schema.alterTable('users').dropColumn('habits_version').execute();
  await db.schema.alterTable('users').dropColumn('goals_version').execute();
}
