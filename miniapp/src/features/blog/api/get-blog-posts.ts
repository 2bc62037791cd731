import type { BlogPostsResponse } from '@tracker/shared/contract';
import { BLOG_PAGE_SIZE } from '@tracker/shared/domain';
import { api } from '../../../lib/api.ts';

/** GET /api/blog/posts/?page=&per_page=[&category=] — one page, newest first, without content. */
export function getBlogPosts(page: number, category: number | null): Promise<BlogPostsResponse> {
  const params = new URLSearchParams({ page: String(page), per_page: String(BLOG_PAGE_SIZE) });
  if (category !== null) params.set('category', String(category));
  return api.get(`/api/blog/posts/?${params.toString()}`);
}
