import { Title } from '@telegram-apps/telegram-ui';
import type { BlogPostSummary } from '@tracker/shared/contract';
import { BLOG_PAGE_SIZE } from '@tracker/shared/domain';
import { blogTexts } from '@tracker/shared/texts';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { BookIcon } from '../../../components/icons.tsx';
import { EmptyCard } from '../../../components/empty-card.tsx';
import { LoadErrorCard } from '../../../components/load-error-card.tsx';
import { useBlog } from '../hooks/use-blog.ts';
import { useNarrowScreen } from '../hooks/use-narrow-screen.ts';
import { BlogPagination } from './blog-pagination.tsx';
import { CategoryFilter } from './category-filter.tsx';
import { PostCard, PostCardSkeleton } from './post-card.tsx';
import { PostDialog } from './post-dialog.tsx';
import './blog.css';

/** /blog (rewards.md 2.9, 4.8): category filter, 12 post cards a page, the post popup, pagination. */
export default function BlogPage() {
  const blog = useBlog();
  const narrow = useNarrowScreen();
  const [opened, setOpened] = useState<BlogPostSummary | null>(null);
  const { goToPage, updateViews } = blog;

  const toPage = useCallback(
    (page: number) => {
      goToPage(page);
      window.scrollTo({ top: 0 });
    },
    [goToPage],
  );

  let content;
  if (blog.error) {
    content = <LoadErrorCard message={blog.error} onRetry={blog.retry} className="blog-state" testId="blog-error" />;
  } else if (blog.posts === null) {
    content = (
      <div className="blog-grid" role="status" aria-busy="true">
        {Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => (
          <PostCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (blog.posts.length === 0) {
    content =
      blog.category === null ? (
        <EmptyCard icon={<BookIcon size={44} />} header={blogTexts.emptyBlog} description={blogTexts.emptyBlogHint} className="blog-state" testId="blog-empty" />
      ) : (
        <EmptyCard
          header={blogTexts.emptyCategory}
          description={blogTexts.emptyCategoryHint}
          action={
            <Button size="m" mode="bezeled" onClick={() => blog.chooseCategory(null)}>
              {blogTexts.resetCategory}
            </Button>
          }
          className="blog-state"
          testId="blog-empty-category"
        />
      );
  } else {
    content = (
      <div className="blog-grid" data-testid="blog-posts">
        {blog.posts.map((post) => (
          <PostCard key={post.id} post={post} onOpen={setOpened} />
        ))}
      </div>
    );
  }

  return (
    <section className="page blog-page" data-testid="blog-page">
      <Title level="2" weight="1" Component="h1" className="page-title">
        {blogTexts.title}
      </Title>
      {blog.categories || (narrow && !blog.error) ? (
        <CategoryFilter categories={blog.categories} selected={blog.category} onChange={blog.chooseCategory} narrow={narrow} />
      ) : (
        !blog.error && <div className="blog-filter blog-filter--loading" aria-hidden="true" />
      )}
      {content}
      {!blog.error && blog.posts && blog.posts.length > 0 && blog.pagination && (
        <BlogPagination pagination={blog.pagination} onPage={toPage} narrow={narrow} />
      )}
      {opened && (
        <PostDialog summary={opened} onClose={() => setOpened(null)} onLoaded={(post) => updateViews(post.id, post.views_count)} />
      )}
    </section>
  );
}
