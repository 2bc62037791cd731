import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

// Frozen: never edit after it lands; add a new numbered file instead.

/**
 * SQLite only: habit_days becomes a WITHOUT ROWID table ordered by its key (habit_id, day), its
 * progress and target beside the key. The rowid table kept three b-trees in step (the rows, the
 * key's index, habit_days_history from 0007), so a +1 wrote four pages to the WAL with the user's
 * row; now it writes two, which halves how often the WAL is checkpointed (an fsync inside a
 * commit) under a stream of +1s, and the history reads the table itself in key order. The
 * version triggers of 0027 go with the old table and are made again as they were. PostgreSQL keeps
 * its heap, key and covering index.
 */
const bump = (...rows: Array<'NEW' | 'OLD'>) =>
  `UPDATE users SET habits_version = habits_version + 1 WHERE id IN (${rows.map((row) => `(SELECT habits.user_id FROM habits WHERE habits.id = ${row}.habit_id)`).join(', ')});`;
const VERSION_TRIGGERS = [
  `CREATE TRIGGER habit_days_version_insert AFTER INSERT ON habit_days BEGIN ${bump('NEW')} END`,
  `CREATE TRIGGER habit_days_version_update AFTER UPDATE ON habit_days BEGIN ${bump('OLD', 'NEW')} END`,
  `CREATE TRIGGER habit_days_version_delete AFTER DELETE ON habit_days BEGIN ${bump('OLD')} END`,
];

/** Moves habit_days' rows into a new table made by `create` (named habit_days_moved), which takes its name. */
async function rebuild(db: Kysely<unknown>, create: string): Promise<void> {
  await sql.raw(create).execute(db);
  await sql.raw('INSERT INTO habit_days_moved (habit_id, day, progress, target) SELECT habit_id, day, progress, target FROM habit_days').execute(db);
  await sql.raw('DROP TABLE habit_days').execute(db);
  await sql.raw('ALTER TABLE habit_days_moved RENAME TO habit_days').execute(db);
  for (const trigger of VERSION_TRIGGERS) await sql.raw(trigger).execute(db);
}

const COLUMNS = `habit_id integer NOT NULL REFERENCES habits (id) ON DELETE CASCADE, day text NOT NULL,
  progress integer NOT NULL, target integer NOT NULL, CONSTRAINT habit_days_pk PRIMARY KEY (habit_id, day)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await rebuild(db, `CREATE TABLE habit_days_moved (${COLUMNS}) WITHOUT ROWID`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await rebuild(db, `CREATE TABLE habit_days_moved (${COLUMNS})`);
  await sql.raw('CREATE INDEX habit_days_history ON habit_days (habit_id, day, progress, target)').execute(db);
}
