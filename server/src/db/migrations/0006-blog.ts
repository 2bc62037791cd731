import type { Kysely } from 'kysely';
import { withIdColumn } from '../id-column.ts';
import { SEED_BLOG_CATEGORIES, SEED_BLOG_POSTS, seedReadingTime } from '../seed/blog-posts.ts';

// Frozen: never edit after it lands (nor the seed module it reads); add a new numbered file instead.

interface BlogTables {
  blog_categories: { id?: number; name: string; color: string; icon: string | null; position: number };
  blog_posts: {
    category_id: number;
    title: string;
    excerpt: string;
    content: string;
    image: string | null;
    reading_time: number;
    published_at: string;
    created_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const withId = withIdColumn(db);

  await db.schema
    .createTable('blog_categories')
    .$call(withId)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('blog_posts')
    .$call(withId)
    .addColumn('category_id', 'integer', (c) => c.notNull().references('blog_categories.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('reading_time', 'integer', (c) => c.notNull())
    .addColumn('views_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Lists read newest first, whole or by category.
  await db.schema.createIndex('blog_posts_published').on('blog_posts').columns(['published_at', 'id']).execute();
  await db.schema.createIndex('blog_posts_category_published').on('blog_posts').columns(['category_id', 'published_at', 'id']).execute();

  const seed = db as Kysely<BlogTables>;
  const idOf = new Map<string, number>();
  for (const [i, category] of SEED_BLOG_CATEGORIES.entries()) {
    const row = await seed
      .insertInto('blog_categories')
      .values({ name: category.name, color: category.color, icon: category.icon, position: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    idOf.set(category.key, row.id!);
  }
  await seed
    .insertInto('blog_posts')
    .values(
      SEED_BLOG_POSTS.map((post) => ({
        category_id: idOf.get(post.category)!,
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        image: post.image,
        reading_time: seedReadingTime(post.content),
        published_at: post.published_at,
        created_at: post.published_at,
      })),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('blog_posts').execute();
  await db.schema.dropTable('blog_categories').execute();
}
