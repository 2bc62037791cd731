import { Select } from '@telegram-apps/telegram-ui';
import type { BlogCategory } from '@tracker/shared/contract';
import { blogTexts } from '@tracker/shared/texts';
import { FilterChip } from '../../../components/filter-chip.tsx';

interface CategoryFilterProps {
  /** null while the categories load: the dropdown stands with 'Все записи' alone. */
  categories: BlogCategory[] | null;
  selected: number | null;
  onChange: (id: number | null) => void;
  /** A dropdown on narrow screens, chips on wide ones (rewards.md 2.9). */
  narrow: boolean;
}

/**
 * The filter's entries: 'Все записи (16)', then every category as '⚡ Мотивация (4)' (its icon, name
 * and posts count, rewards.md 2.9). The one labelling of both the chips and the dropdown's options.
 */
function categoryFilterItems(categories: readonly BlogCategory[]): { id: number | null; text: string }[] {
  const total = categories.reduce((sum, c) => sum + c.posts_count, 0);
  return [
    { id: null, text: blogTexts.option(blogTexts.allPosts, total) },
    ...categories.map((c) => ({ id: c.id, text: blogTexts.option(c.icon ? `${c.icon} ${c.name}` : c.name, c.posts_count) })),
  ];
}

/**
 * Chips from 640 px, a dropdown below (rewards.md 2.9), with the same entries. The dropdown is drawn
 * from the first frame, while the categories load too: its height is telegram-ui's own for the
 * platform (iOS draws no caption above it), which no placeholder of ours would match.
 */
export function CategoryFilter({ categories, selected, onChange, narrow }: CategoryFilterProps) {
  const items = categories ? categoryFilterItems(categories) : [{ id: null, text: blogTexts.allPosts }];
  return (
    <div className="blog-filter">
      {narrow ? (
        <div className="card blog-filter__card">
          <Select
            header={blogTexts.filterLabel}
            aria-label={blogTexts.filterLabel}
            className="blog-filter__select"
            value={selected === null ? '' : String(selected)}
            onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
            aria-busy={categories === null}
            data-testid="blog-category-select"
          >
            {items.map((item) => (
              <option key={item.id ?? 'all'} value={item.id ?? ''}>
                {item.text}
              </option>
            ))}
          </Select>
        </div>
      ) : (
        <div className="blog-filter__chips" role="group" aria-label={blogTexts.filterLabel}>
          {items.map((item) => (
            <FilterChip key={item.id ?? 'all'} selected={item.id === selected} onClick={() => onChange(item.id)}>
              {item.text}
            </FilterChip>
          ))}
        </div>
      )}
      {selected !== null && (
        // A link (rewards.md 2.9) to the unfiltered blog; in the app it clears the filter in place.
        <a
          href="/blog"
          className="blog-filter__reset"
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onChange(null);
          }}
        >
          {blogTexts.resetFilters}
        </a>
      )}
    </div>
  );
}
