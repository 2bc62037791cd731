import { z } from 'zod';
import { BLOG_PAGE_SIZE, BLOG_PER_PAGE_MAX, BLOG_RECENT_LIMIT } from '../domain/blog.ts';
import { queryTexts } from '../texts/field-messages.ts';
import { pageParamSchema, pageSizeParamSchema, positiveIdSchema } from './common.ts';

/** ?category= values of the 'Все записи' filter: every category, as no category at all. */
const ALL_CATEGORIES = ['all', '0'];

/** GET /api/blog/posts/?page=&per_page=[&category=] (rewards.md 7 "Blog"). */
export const blogPostsQuerySchema = z.object({
  page: pageParamSchema.default(1),
  per_page: pageSizeParamSchema(BLOG_PER_PAGE_MAX).default(BLOG_PAGE_SIZE),
  category: z.preprocess(
    (value) => (typeof value === 'string' && ALL_CATEGORIES.includes(value.trim().toLowerCase()) ? undefined : value),
    positiveIdSchema(queryTexts.blogCategory).optional(),
  ),
});
export type BlogPostsQuery = z.infer<typeof blogPostsQuerySchema>;

/** GET /api/blog/posts/recent/?limit= */
export const blogRecentQuerySchema = z.object({
  limit: pageSizeParamSchema(BLOG_PER_PAGE_MAX).default(BLOG_RECENT_LIMIT),
});

/** The category a post carries (rewards.md 3 "Blog post"). */
export const blogPostCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A CSS colour, "#2f80ed". */
  color: z.string(),
  /** An emoji, or null for none. */
  icon: z.string().nullable(),
});
export type BlogPostCategory = z.infer<typeof blogPostCategorySchema>;

/** rewards.md 3 "Blog category": posts_count counts published posts. */
export const blogCategorySchema = blogPostCategorySchema.extend({ posts_count: z.number().int() });
export type BlogCategory = z.infer<typeof blogCategorySchema>;

/** What a post's card shows (everything but the HTML content). */
export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  /** An image URL, or null: the card shows a placeholder. */
  image: z.string().nullable(),
  category: blogPostCategorySchema,
  /** Minutes. */
  reading_time: z.number().int(),
  views_count: z.number().int(),
  published_at: z.string(),
  created_at: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** rewards.md 3 "Blog post", in the lists and alone: content is trusted HTML written by the editors. */
export const blogPostSchema = blogPostSummarySchema.extend({ content: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

/** rewards.md 3 "Pagination info". */
export const blogPaginationSchema = z.object({
  current_page: z.number().int(),
  /** 0 when there is nothing to show. */
  total_pages: z.number().int(),
  total_items: z.number().int(),
});
export type BlogPagination = z.infer<typeof blogPaginationSchema>;

export const blogCategoriesResponseSchema = z.object({ success: z.literal(true), categories: z.array(blogCategorySchema) });
export type BlogCategoriesResponse = z.infer<typeof blogCategoriesResponseSchema>;

export const blogPostsResponseSchema = z.object({
  success: z.literal(true),
  posts: z.array(blogPostSchema),
  pagination: blogPaginationSchema,
});
export type BlogPostsResponse = z.infer<typeof blogPostsResponseSchema>;

export const blogRecentPostsResponseSchema = z.object({ success: z.literal(true), posts: z.array(blogPostSchema) });
export type BlogRecentPostsResponse = z.infer<typeof blogRecentPostsResponseSchema>;

export const blogPostResponseSchema = z.object({ success: z.literal(true), post: blogPostSchema });
export type BlogPostResponse = z.infer<typeof blogPostResponseSchema>;
