import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: never edit after it lands; add a new numbered file instead.

/** The free default sticker set (images in miniapp/public/stickers/). */
const DEFAULT_STICKERS = [
  'fox-hello',
  'fox-happy',
  'fox-sleepy',
  'fox-sad',
  'sun',
  'rain',
  'heart',
  'star',
  'coffee',
  'book',
  'rocket',
  'leaf',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = <T extends string>(table: CreateTableBuilder<T>) =>
    isPostgres
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await db.schema
    .createTable('stickers')
    .$call(withId)
    .addColumn('set_key', 'text', (c) => c.notNull())
    .addColumn('alias', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ stickers: { set_key: string; alias: string; image: string; position: number } }>)
    .insertInto('stickers')
    .values(DEFAULT_STICKERS.map((alias, i) => ({ set_key: 'default', alias, image: `/stickers/${alias}.svg`, position: i + 1 })))
    .execute();

  await db.schema
    .createTable('notes')
    .$call(withId)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text')
    .addColumn('text', 'text')
    .addColumn('mood', 'integer', (c) => c.notNull())
    .addColumn('sticker_id', 'integer', (c) => c.references('stickers.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notes_user_day').on('notes').columns(['user_id', 'day']).execute();
  await db.schema.createIndex('notes_user_id').on('notes').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notes').execute();
  await db.schema.dropTable('stickers').execute();
}
