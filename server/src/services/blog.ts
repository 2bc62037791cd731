import type { BlogCategory, BlogPost, BlogPostsQuery, BlogPostsResponse } from '@tracker/shared/contract';
import { pageCount } from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';
import { pagedRows } from '../db/paged.ts';
import { DomainError } from '../domain-error.ts';

/** Posts whose publication time has passed, with their category, newest first. */
function publishedPosts(db: Db, now: Date) {
  return db
    .selectFrom('blog_posts')
    .innerJoin('blog_categories', 'blog_categories.id', 'blog_posts.category_id')
    .where('blog_posts.published_at', '<=', now.toISOString());
}

/** Posts as every answer shows them (rewards.md 3 "Blog post", content included), newest first. */
function postsQuery(db: Db, now: Date) {
  return publishedPosts(db, now)
    .select([
      'blog_posts.id',
      'blog_posts.title',
      'blog_posts.excerpt',
      'blog_posts.content',
      'blog_posts.image',
      'blog_posts.reading_time',
      'blog_posts.views_count',
      'blog_posts.published_at',
      'blog_posts.created_at',
      'blog_categories.id as category_id',
      'blog_categories.name as category_name',
      'blog_categories.color as category_color',
      'blog_categories.icon as category_icon',
    ])
    .orderBy('blog_posts.published_at', 'desc')
    .orderBy('blog_posts.id', 'desc');
}

type PostRow = Awaited<ReturnType<ReturnType<typeof postsQuery>['executeTakeFirstOrThrow']>>;

function toPost(r: PostRow): BlogPost {
  return {
    id: r.id,
    title: r.title,
    excerpt: r.excerpt,
    content: r.content,
    image: r.image,
    category: { id: r.category_id, name: r.category_name, color: r.category_color, icon: r.category_icon },
    reading_time: r.reading_time,
    views_count: r.views_count,
    published_at: r.published_at,
    created_at: r.created_at,
  };
}

/** Every category in filter order with the number of its published posts (0 included). */
export async function listBlogCategories(db: Db, now: Date): Promise<BlogCategory[]> {
  const rows = await db
    .selectFrom('blog_categories')
    .leftJoin('blog_posts', (join) =>
      join.onRef('blog_posts.category_id', '=', 'blog_categories.id').on('blog_posts.published_at', '<=', now.toISOString()),
    )
    .select((eb) => [
      'blog_categories.id',
      'blog_categories.name',
      'blog_categories.color',
      'blog_categories.icon',
      eb.fn.count<number | string>('blog_posts.id').as('posts_count'),
    ])
    .groupBy(['blog_categories.id', 'blog_categories.name', 'blog_categories.color', 'blog_categories.icon', 'blog_categories.position'])
    .orderBy('blog_categories.position')
    .orderBy('blog_categories.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, color: r.color, icon: r.icon, posts_count: Number(r.posts_count) }));
}

/** One page of published posts, newest first; a page past the end is empty with the true totals. */
export async function listBlogPosts(db: Db, query: BlogPostsQuery, now: Date): Promise<BlogPostsResponse> {
  const { page, per_page: perPage, category } = query;
  let rows = postsQuery(db, now);
  if (category !== undefined) rows = rows.where('blog_posts.category_id', '=', category);
  const { rows: posts, total } = await pagedRows(rows, page, perPage);
  return {
    success: true,
    posts: posts.map(toPost),
    pagination: { current_page: page, total_pages: pageCount(total, perPage), total_items: total },
  };
}

/** The `limit` newest published posts. */
export async function listRecentBlogPosts(db: Db, limit: number, now: Date): Promise<BlogPost[]> {
  return (await postsQuery(db, now).limit(limit).execute()).map(toPost);
}

/** A published post with its content; every open counts one view (the answer includes it). */
export async function openBlogPost(db: Db, postId: number, now: Date): Promise<BlogPost> {
  const counted = await db
    .updateTable('blog_posts')
    .set((eb) => ({ views_count: eb('views_count', '+', 1) }))
    .where('id', '=', postId)
    .where('published_at', '<=', now.toISOString())
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) throw new DomainError('BLOG_POST_NOT_FOUND');
  return toPost(await postsQuery(db, now).where('blog_posts.id', '=', postId).executeTakeFirstOrThrow());
}
