import type { BlogCategory, BlogPagination, BlogPostSummary } from '@tracker/shared/contract';
import { blogTexts } from '@tracker/shared/texts';
import { useCallback, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { getBlogCategories } from '../api/get-blog-categories.ts';
import { getBlogPosts } from '../api/get-blog-posts.ts';
import { serverErrorText } from '../../../lib/api-client.ts';

/** A whole number above 0 that a query parameter holds, else null. */
function positiveOf(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** The blog's address for a page of a category: `/blog?category=3&page=2`, bare for page 1 of all. */
function blogAddress(page: number, category: number | null): string {
  const params = new URLSearchParams();
  if (category !== null) params.set('category', String(category));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}

export interface BlogState {
  categories: BlogCategory[] | null;
  /** null while a page is on the way. */
  posts: BlogPostSummary[] | null;
  pagination: BlogPagination | null;
  page: number;
  category: number | null;
  error: string | null;
  chooseCategory: (id: number | null) => void;
  goToPage: (page: number) => void;
  /** Asks for page 1 (of the chosen category) and the categories again. */
  retry: () => void;
  /** Puts a post's fresh view count into the list after its detail was opened. */
  updateViews: (id: number, views: number) => void;
}

/**
 * The blog screen's state (rewards.md 4.8): page and category filter, 12 posts a page. The page and
 * the category are in the address (?category=3&page=2), so a reload, Back and a shared link keep them.
 */
export function useBlog(): BlogState {
  const search = new URLSearchParams(useSearch());
  const page = positiveOf(search.get('page')) ?? 1;
  const category = positiveOf(search.get('category'));
  /** Bumped by retry: the same query asked again. */
  const [attempt, setAttempt] = useState(0);
  const [categories, setCategories] = useState<BlogCategory[] | null>(null);
  const [categoriesError, setCategoriesError] = useState<string | null>(null);
  const [posts, setPosts] = useState<BlogPostSummary[] | null>(null);
  const [pagination, setPagination] = useState<BlogPagination | null>(null);
  const [postsError, setPostsError] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    setCategoriesError(null);
    getBlogCategories().then(
      (answer) => alive && setCategories(answer.categories),
      (e: unknown) => alive && setCategoriesError(serverErrorText(e, blogTexts.loadCategoriesError)),
    );
    return () => {
      alive = false;
    };
  }, [attempt]);

  useEffect(() => {
    // An answer to a query the reader has already left is dropped.
    let alive = true;
    setPosts(null);
    setPostsError(null);
    getBlogPosts(page, category).then(
      (answer) => {
        if (!alive) return;
        // A page past the end (an old link, a category that has shrunk) shows the last one instead: pages are 1..total_pages (rewards.md 4.8).
        const last = Math.max(1, answer.pagination.total_pages);
        if (page > last) return show(last, category);
        setPosts(answer.posts);
        setPagination(answer.pagination);
      },
      (e: unknown) => {
        if (!alive) return;
        // A failed load empties the list and keeps the error text (rewards.md 4.8).
        setPosts([]);
        setPagination(null);
        setPostsError(serverErrorText(e, blogTexts.loadPostsError));
      },
    );
    return () => {
      alive = false;
    };
  }, [page, category, attempt]);

  const show = (nextPage: number, nextCategory: number | null) => {
    if (nextPage !== page || nextCategory !== category) navigate(blogAddress(nextPage, nextCategory), { replace: true });
  };

  const chooseCategory = (id: number | null) => show(1, id);

  const goToPage = (next: number) => {
    const last = pagination?.total_pages ?? 1;
    if (next < 1 || next > last) return;
    show(next, category);
  };

  const retry = () => {
    show(1, category);
    setAttempt((n) => n + 1);
  };

  const updateViews = useCallback((id: number, views: number) => {
    setPosts((list) => list?.map((p) => (p.id === id ? { ...p, views_count: views } : p)) ?? list);
  }, []);

  return {
    categories,
    posts,
    pagination,
    page,
    category,
    error: postsError ?? categoriesError,
    chooseCategory,
    goToPage,
    retry,
    updateViews,
  };
}
