import type { Kysely } from 'kysely';
import { withIdColumn } from '../id-column.ts';

// Frozen: never edit after it lands; add a new numbered file instead. The memory game's plays: a row
// opens on start (the user's active game while finished_at is null) and is closed by its result.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('minigame_games')
    .$call(withIdColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('completed', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer')
    .addColumn('time_seconds', 'integer')
    .addColumn('moves', 'integer')
    .addColumn('rating', 'text')
    .addColumn('coins_earned', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('minigame_games_user_type').on('minigame_games').columns(['user_id', 'game_type', 'finished_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('minigame_games').execute();
}
