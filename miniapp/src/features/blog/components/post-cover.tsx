import type { BlogPostSummary } from '@tracker/shared/contract';
import { categoryColorStyle } from './category-badge.tsx';

/** The post's image in a 16:9 box reserved before it loads, or a block of the category's colour. */
export function PostCover({ post, className }: { post: BlogPostSummary; className?: string }) {
  return (
    <div className={`blog-cover${className ? ` ${className}` : ''}`} style={categoryColorStyle(post.category)}>
      {post.image ? (
        <img className="blog-cover__image" src={post.image} alt="" loading="lazy" decoding="async" width={640} height={360} />
      ) : (
        <span className="blog-cover__placeholder" aria-hidden="true">
          {post.category.icon}
        </span>
      )}
    </div>
  );
}
