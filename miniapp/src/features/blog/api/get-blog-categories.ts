import type { BlogCategoriesResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** GET /api/blog/categories/ — every category with its count of published posts. */
export function getBlogCategories(): Promise<BlogCategoriesResponse> {
  return api.get('/api/blog/categories/');
}
