import type { BlogPostResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** GET /api/blog/posts/{id}/ — the post with its HTML content; the server counts the view. */
export function getBlogPost(id: number): Promise<BlogPostResponse> {
  return api.get(`/api/blog/posts/${id}/`);
}
