import type { BlogCategory, BlogPagination, BlogPostSummary } from '@tracker/shared/contract';
import { blogTexts } from '@tracker/shared/texts';
import { useCallback, useEffect, useState } from 'react';
import { getBlogCategories } from '../api/get-blog-categories.ts';
import { getBlogPosts } from '../api/get-blog-posts.ts';
import { serverErrorText } from '../../../lib/api-client.ts';

interface BlogQuery {
  page: number;
  category: number | null;
  /** Bumped by retry: the same query asked again. */
  attempt: number;
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

/** The blog screen's state (rewards.md 4.8): page and category filter, 12 posts a page. */
export function useBlog(): BlogState {
  const [query, setQuery] = useState<BlogQuery>({ page: 1, category: null, attempt: 0 });
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
  }, [query.attempt]);

  useEffect(() => {
    // An answer to a query the reader has already left is dropped.
    let alive = true;
    setPosts(null);
    setPostsError(null);
    getBlogPosts(query.page, query.category).then(
      (answer) => {
        if (!alive) return;
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
  }, [query]);

  const chooseCategory = useCallback((id: number | null) => {
    setQuery((q) => (q.category === id && q.page === 1 ? q : { ...q, page: 1, category: id }));
  }, []);

  const goToPage = useCallback(
    (page: number) => {
      const last = pagination?.total_pages ?? 1;
      if (page < 1 || page > last) return;
      setQuery((q) => (q.page === page ? q : { ...q, page }));
    },
    [pagination],
  );

  const retry = useCallback(() => setQuery((q) => ({ ...q, page: 1, attempt: q.attempt + 1 })), []);

  const updateViews = useCallback((id: number, views: number) => {
    setPosts((list) => list?.map((p) => (p.id === id ? { ...p, views_count: views } : p)) ?? list);
  }, []);

  return {
    categories,
    posts,
    pagination,
    page: query.page,
    category: query.category,
    error: postsError ?? categoriesError,
    chooseCategory,
    goToPage,
    retry,
    updateViews,
  };
}
