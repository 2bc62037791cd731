import type { BlogPostCategory } from '@tracker/shared/contract';
import type { CSSProperties } from 'react';

/** The category colour as a CSS variable, for the badge and the image placeholder. */
export function categoryColorStyle(category: BlogPostCategory): CSSProperties {
  return { '--blog-category-color': category.color } as CSSProperties;
}

/** The category of a post: its icon and name on a tint of its colour. */
export function CategoryBadge({ category }: { category: BlogPostCategory }) {
  return (
    <span className="blog-badge" style={categoryColorStyle(category)} data-testid="blog-category-badge">
      {category.icon && (
        <span className="blog-badge__icon" aria-hidden="true">
          {category.icon}
        </span>
      )}
      {category.name}
    </span>
  );
}
