import type { BlogPostSummary } from '@tracker/shared/contract';
import { CategoryBadge } from './category-badge.tsx';
import { PostCover } from './post-cover.tsx';
import { PostMeta } from './post-meta.tsx';

interface PostCardProps {
  post: BlogPostSummary;
  onOpen: (post: BlogPostSummary) => void;
  /** Home's row: a smaller card under a section heading (h3), without the excerpt. */
  compact?: boolean;
}

/** A post in the list (rewards.md 2.9); the whole card opens the post through its title's button. */
export function PostCard({ post, onOpen, compact = false }: PostCardProps) {
  const Heading = compact ? 'h3' : 'h2';
  return (
    <article className={`blog-card${compact ? ' blog-card--compact' : ''}`} data-testid="blog-post-card">
      <PostCover post={post} />
      <div className="blog-card__body">
        <CategoryBadge category={post.category} />
        <Heading className="blog-card__title">
          <button type="button" className="blog-card__open" onClick={() => onOpen(post)}>
            {post.title}
          </button>
        </Heading>
        {!compact && <p className="blog-card__excerpt">{post.excerpt}</p>}
        <PostMeta post={post} />
      </div>
    </article>
  );
}

/** A card's shape while its page is on the way: the same boxes, so nothing jumps when it lands. */
export function PostCardSkeleton() {
  return (
    <div className="blog-card blog-card--skeleton" aria-hidden="true">
      <div className="blog-cover" />
      <div className="blog-card__body">
        <span className="skeleton-box blog-skeleton--badge" />
        <span className="skeleton-box skeleton-box--line blog-skeleton--title" />
        <span className="skeleton-box skeleton-box--line" />
        <span className="skeleton-box skeleton-box--line blog-skeleton--short" />
      </div>
    </div>
  );
}
