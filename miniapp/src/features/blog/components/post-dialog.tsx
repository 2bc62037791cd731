import { Blockquote, Spinner } from '@telegram-apps/telegram-ui';
import type { BlogPost, BlogPostSummary } from '@tracker/shared/contract';
import { Notice } from '../../../components/notice.tsx';
import { SheetDialog } from '../../../components/sheet-dialog.tsx';
import { useBlogPost } from '../hooks/use-blog-post.ts';
import { CategoryBadge } from './category-badge.tsx';
import { PostCover } from './post-cover.tsx';
import { PostMeta } from './post-meta.tsx';

interface PostDialogProps {
  /** The card that was opened: shown at once while the content loads. */
  summary: BlogPostSummary;
  onClose: () => void;
  onLoaded: (post: BlogPost) => void;
}

/** The post popup (rewards.md 2.9): title, image, category, reading time, date, the excerpt as a quote, the HTML. */
export function PostDialog({ summary, onClose, onLoaded }: PostDialogProps) {
  const { post, error } = useBlogPost(summary.id, onLoaded);
  const shown = post ?? summary;
  return (
    <SheetDialog title={shown.title} onClose={onClose} testId="blog-post-dialog" className="blog-dialog" scrollableBody>
      <PostCover post={shown} className="blog-dialog__cover" />
      <div className="blog-dialog__info">
        <CategoryBadge category={shown.category} />
        <PostMeta post={shown} />
      </div>
      {/* A real quote (telegram-ui's text type draws the words as a heading): read as one, found as one. */}
      <Blockquote type="other" className="blog-dialog__excerpt">
        <blockquote className="blog-dialog__quote">{shown.excerpt}</blockquote>
      </Blockquote>
      {error && <Notice type="error">{error}</Notice>}
      {!error && !post && (
        <div className="blog-dialog__loading" role="status">
          <Spinner size="m" />
        </div>
      )}
      {post && (
        // Trusted HTML: posts are written by the editors and seeded by migrations, never by users.
        <div className="blog-content" data-testid="blog-post-content" dangerouslySetInnerHTML={{ __html: post.content }} />
      )}
    </SheetDialog>
  );
}
