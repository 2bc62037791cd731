import type { BlogPostSummary } from '@tracker/shared/contract';
import { formatDayLong } from '@tracker/shared/domain';
import { blogTexts } from '@tracker/shared/texts';
import { ClockIcon, EyeIcon } from '../../../components/icons.tsx';

/** Reading time, views and date of a post: '1 мин · 👁 12 · 17 ноября 2026'. */
export function PostMeta({ post }: { post: Pick<BlogPostSummary, 'reading_time' | 'views_count' | 'published_at'> }) {
  return (
    <div className="blog-meta">
      <span className="blog-meta__item" title={blogTexts.readingTimeLabel(post.reading_time)}>
        <ClockIcon size={15} />
        <span aria-hidden="true">{blogTexts.readingTime(post.reading_time)}</span>
        <span className="visually-hidden">{blogTexts.readingTimeLabel(post.reading_time)}</span>
      </span>
      <span className="blog-meta__item" title={blogTexts.views(post.views_count)} data-testid="blog-views">
        <EyeIcon size={15} />
        <span aria-hidden="true">{post.views_count}</span>
        <span className="visually-hidden">{blogTexts.views(post.views_count)}</span>
      </span>
      {/* The calendar day of publication in UTC, where the editors schedule posts. */}
      <time className="blog-meta__item blog-meta__date" dateTime={post.published_at}>
        {formatDayLong(post.published_at.slice(0, 10))}
      </time>
    </div>
  );
}
