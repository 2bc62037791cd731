import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blogCategoriesResponseSchema,
  blogPostResponseSchema,
  blogPostsResponseSchema,
  blogRecentPostsResponseSchema,
} from '@tracker/shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { type TestUser, signUp } from '../testing/test-users.ts';

/** The posts migration 0006 seeds (all published before the test clock's 2026-11-23). */
const SEEDED_POSTS = 16;
const SEEDED_CATEGORIES = 5;

describe.each(databaseKinds)('blog on %s', (kind) => {
  let t: TestApp;
  let reader: TestUser;
  let scheduledId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    reader = await signUp(t);
    // A post scheduled for tomorrow: invisible everywhere until then.
    const category = await t.db.selectFrom('blog_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    const row = await t.db
      .insertInto('blog_posts')
      .values({
        category_id: category.id,
        title: 'Завтрашняя запись',
        excerpt: 'Ещё не опубликована',
        content: '<p>Скоро</p>',
        image: null,
        reading_time: 1,
        published_at: '2026-11-24T09:00:00.000Z',
        created_at: '2026-11-23T08:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    scheduledId = row.id;
  });
  afterAll(() => t.close());

  const get = (path: string) => t.request(path, { token: reader.token });
  const posts = async (query = '') => blogPostsResponseSchema.parse(await (await get(`/api/blog/posts/${query}`)).json());
  const categories = async () => blogCategoriesResponseSchema.parse(await (await get('/api/blog/categories/')).json()).categories;

  it('asks for sign-in on every call', async () => {
    for (const path of ['/api/blog/categories/', '/api/blog/posts/', '/api/blog/posts/recent/', '/api/blog/posts/1/']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(401);
      expect(await res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED', error: 'Пользователь не авторизован' });
    }
  });

  it('lists the seeded categories in order with counts of published posts only', async () => {
    const list = await categories();
    expect(list.map((c) => c.name)).toEqual(['Привычки', 'Цели', 'Настроение', 'Мотивация', 'Саморазвитие']);
    expect(list).toHaveLength(SEEDED_CATEGORIES);
    expect(list.reduce((sum, c) => sum + c.posts_count, 0)).toBe(SEEDED_POSTS);
    for (const c of list) {
      expect(c.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.posts_count).toBeGreaterThanOrEqual(3);
    }
  });

  it('pages posts newest first: 12 + 4 of 16, and past the end is empty with the true totals', async () => {
    const first = await posts();
    expect(first.pagination).toEqual({ current_page: 1, total_pages: 2, total_items: SEEDED_POSTS });
    expect(first.posts).toHaveLength(12);
    const second = await posts('?page=2&per_page=12');
    expect(second.pagination).toEqual({ current_page: 2, total_pages: 2, total_items: SEEDED_POSTS });
    expect(second.posts).toHaveLength(4);
    const all = [...first.posts, ...second.posts];
    expect(new Set(all.map((p) => p.id)).size).toBe(SEEDED_POSTS);
    expect(all.map((p) => p.id)).not.toContain(scheduledId);
    const dates = all.map((p) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(SEEDED_POSTS);
    expect(all[0]!.title).toBe('Маленькие победы: почему их важно праздновать');

    expect(await posts('?page=3')).toEqual({ success: true, posts: [], pagination: { current_page: 3, total_pages: 2, total_items: SEEDED_POSTS } });
    const small = await posts('?page=4&per_page=5');
    expect(small.pagination).toEqual({ current_page: 4, total_pages: 4, total_items: SEEDED_POSTS });
    expect(small.posts.map((p) => p.id)).toEqual([all[15]!.id]);
  });

  it('sends list items with their HTML content (rewards.md 3), category and a reading time of at least a minute', async () => {
    const { posts: list } = await posts();
    const recent = blogRecentPostsResponseSchema.parse(await (await get('/api/blog/posts/recent/')).json()).posts;
    for (const post of [...list, ...recent]) {
      expect(post.content).toMatch(/^<p>/);
      expect(post.reading_time).toBeGreaterThanOrEqual(1);
      expect(post.category.name).toMatch(/[а-я]/i);
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.excerpt.length).toBeGreaterThan(30);
    }
    expect(list.some((p) => p.image === null)).toBe(true);
    expect(list.some((p) => p.image?.startsWith('/blog/'))).toBe(true);
  });

  it('filters by category: the totals match the category counts', async () => {
    for (const category of await categories()) {
      const page = await posts(`?category=${category.id}&per_page=50`);
      expect(page.pagination.total_items, category.name).toBe(category.posts_count);
      expect(page.posts).toHaveLength(category.posts_count);
      expect(page.posts.every((p) => p.category.id === category.id && p.category.color === category.color)).toBe(true);
    }
    // An empty value, 'all' and 0 (the 'Все записи' filter) mean every category; empty page values are not given.
    const everything = await posts();
    for (const query of ['?category=', '?category=all', '?category=0', '?category=&page=&per_page=', '?category=%20']) expect(await posts(query), query).toEqual(everything);
    expect(await posts('?category=99999')).toEqual({ success: true, posts: [], pagination: { current_page: 1, total_pages: 0, total_items: 0 } });
  });

  it('answers the newest posts as recent, 12 by default', async () => {
    const { posts: list } = await posts();
    const recent = blogRecentPostsResponseSchema.parse(await (await get('/api/blog/posts/recent/')).json());
    expect(recent.posts.map((p) => p.id)).toEqual(list.map((p) => p.id));
    const three = blogRecentPostsResponseSchema.parse(await (await get('/api/blog/posts/recent/?limit=3')).json());
    expect(three.posts.map((p) => p.id)).toEqual(list.slice(0, 3).map((p) => p.id));
  });

  it('opens a post with its HTML content and counts every open as a view', async () => {
    const { posts: list } = await posts();
    const target = list[1]!;
    const open = async () => blogPostResponseSchema.parse(await (await get(`/api/blog/posts/${target.id}/`)).json()).post;
    const once = await open();
    expect(once).toMatchObject({ id: target.id, title: target.title, category: target.category, views_count: target.views_count + 1 });
    expect(once.content).toBe(target.content);
    expect((await open()).views_count).toBe(target.views_count + 2);
    const again = (await posts()).posts.find((p) => p.id === target.id);
    expect(again?.views_count).toBe(target.views_count + 2);
    // Without the slash too (strict: false).
    expect((await get(`/api/blog/posts/${target.id}`)).status).toBe(200);
  });

  it('answers 404 for unknown and not yet published posts, without counting a view', async () => {
    for (const id of [999999, scheduledId]) {
      const res = await get(`/api/blog/posts/${id}/`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, error: 'Запись не найдена', code: 'BLOG_POST_NOT_FOUND' });
    }
    const scheduled = await t.db.selectFrom('blog_posts').select('views_count').where('id', '=', scheduledId).executeTakeFirstOrThrow();
    expect(scheduled.views_count).toBe(0);
  });

  it.each([
    ['/api/blog/posts/?page=0', 'page'],
    ['/api/blog/posts/?page=abc', 'page'],
    ['/api/blog/posts/?page=1.5', 'page'],
    ['/api/blog/posts/?per_page=0', 'per_page'],
    ['/api/blog/posts/?per_page=51', 'per_page'],
    ['/api/blog/posts/?category=-1', 'category'],
    ['/api/blog/posts/?category=habits', 'category'],
    ['/api/blog/posts/recent/?limit=0', 'limit'],
    ['/api/blog/posts/recent/?limit=100', 'limit'],
    ['/api/blog/posts/abc/', 'id'],
  ])('refuses %s naming %s', async (path, field) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.fields[field]).toMatch(/[а-я]/i);
    expect(body.error).toMatch(/[а-я]/i);
  });
});
