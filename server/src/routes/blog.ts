import { Hono } from 'hono';
import { blogPostsQuerySchema, blogRecentQuerySchema, idParamSchema } from '@tracker/shared/contract';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { parseInput, parseQuery } from '../http/parse-input.ts';
import { requireUser } from '../http/require-user.ts';
import { listBlogCategories, listBlogPosts, listRecentBlogPosts, openBlogPost } from '../services/blog.ts';

/** The blog (rewards.md 7 "Blog"): signed-in readers only, as the /blog route (rewards.md 2.1). */
export function blogRoutes(deps: AppDeps) {
  const { db, now } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps.config.sessionSecret, now))
    .get('/categories', async (c) => c.json({ success: true as const, categories: await listBlogCategories(db, now()) }))
    .get('/posts', async (c) => c.json(await listBlogPosts(db, parseQuery(c, blogPostsQuerySchema), now())))
    .get('/posts/recent', async (c) => {
      const { limit } = parseQuery(c, blogRecentQuerySchema);
      return c.json({ success: true as const, posts: await listRecentBlogPosts(db, limit, now()) });
    })
    .get('/posts/:id', async (c) => {
      const { id } = parseInput(idParamSchema, c.req.param());
      return c.json({ success: true as const, post: await openBlogPost(db, id, now()) });
    });
}
