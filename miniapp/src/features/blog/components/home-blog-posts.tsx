import type { BlogPostSummary } from '@tracker/shared/contract';
import { BLOG_RECENT_LIMIT } from '@tracker/shared/domain';
import { blogTexts, homeLateTexts } from '@tracker/shared/texts';
import { useCallback, useState } from 'react';
import { HomeSection, HomeSectionFootLink, HomeSectionRow, HomeSectionSkeleton } from '../../../components/home-section.tsx';
import { InlineError } from '../../../components/inline-error.tsx';
import { serverErrorText } from '../../../lib/api-client.ts';
import { useRequest } from '../../../lib/use-request.ts';
import { getRecentBlogPosts } from '../api/get-recent-blog-posts.ts';
import { PostCard } from './post-card.tsx';
import { PostDialog } from './post-dialog.tsx';
import './blog.css';

/**
 * Home's recent blog posts (core.md 2 "Home"): the 12 newest in a row that scrolls sideways; a
 * card opens the blog's post popup; 'Все статьи' leads to /blog.
 */
export function HomeBlogPosts() {
  const request = useRequest(useCallback(() => getRecentBlogPosts(BLOG_RECENT_LIMIT), []), 'recent-blog-posts');
  const [opened, setOpened] = useState<BlogPostSummary | null>(null);
  // An opened post counts a view; its card shows the count the post's own call answered.
  const [views, setViews] = useState<ReadonlyMap<number, number>>(new Map());
  const posts = request.data?.posts ?? null;

  let body;
  if (request.status === 'error') {
    body = <InlineError text={serverErrorText(request.error, blogTexts.loadRecentPostsError)} onRetry={request.retry} testId="home-blog-error" />;
  } else if (!posts) {
    body = <HomeSectionSkeleton shape="row" />;
  } else if (posts.length === 0) {
    body = <p className="home-section__state">{blogTexts.emptyBlog}</p>;
  } else {
    body = (
      <HomeSectionRow label={homeLateTexts.blogTitle}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={{ ...post, views_count: views.get(post.id) ?? post.views_count }} onOpen={setOpened} compact />
          </li>
        ))}
      </HomeSectionRow>
    );
  }

  return (
    <HomeSection
      testId="home-blog"
      title={homeLateTexts.blogTitle}
      busy={request.status === 'loading'}
      foot={<HomeSectionFootLink href="/blog" text={homeLateTexts.allPosts} />}
    >
      {body}
      {opened && (
        <PostDialog summary={opened} onClose={() => setOpened(null)} onLoaded={(post) => setViews((m) => new Map(m).set(post.id, post.views_count))} />
      )}
    </HomeSection>
  );
}
