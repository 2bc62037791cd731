import type { BlogRecentPostsResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** GET /api/blog/posts/recent/?limit= — the newest published posts, without content. */
export function getRecentBlogPosts(limit: number): Promise<BlogRecentPostsResponse> {
  return api.get(`/api/blog/posts/recent/?limit=${limit}`);
}
