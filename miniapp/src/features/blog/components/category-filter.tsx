import { Chip, Section, Select } from '@telegram-apps/telegram-ui';
import type { BlogCategory } from '@tracker/shared/contract';
import { blogTexts } from '@tracker/shared/texts';

interface CategoryFilterProps {
  categories: BlogCategory[];
  selected: number | null;
  onChange: (id: number | null) => void;
  /** A dropdown on narrow screens, chips on wide ones (rewards.md 2.9). */
  narrow: boolean;
}

/**
 * 'Все записи' with the total, then every category with its icon and posts count. The dropdown's
 * options are the bare names (so an option's label is the category's name); the chosen entry's
 * icon sits before the field and its count at the end of it.
 */
export function CategoryFilter({ categories, selected, onChange, narrow }: CategoryFilterProps) {
  const total = categories.reduce((sum, c) => sum + c.posts_count, 0);
  const label = (c: BlogCategory) => blogTexts.option(c.icon ? `${c.icon} ${c.name}` : c.name, c.posts_count);
  const chosen = categories.find((c) => c.id === selected) ?? null;
  return (
    <div className="blog-filter">
      {narrow ? (
        <Section className="blog-filter__section">
          <div className="blog-filter__field">
            <Select
              header={blogTexts.filterLabel}
              aria-label={blogTexts.filterLabel}
              before={chosen?.icon ? <span aria-hidden="true">{chosen.icon}</span> : undefined}
              className="blog-filter__select"
              value={selected === null ? '' : String(selected)}
              onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
              data-testid="blog-category-select"
            >
              <option value="">{blogTexts.allPosts}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
            <span className="blog-filter__count" data-testid="blog-category-count" title={blogTexts.postsCount(chosen?.posts_count ?? total)}>
              {chosen?.posts_count ?? total}
            </span>
          </div>
        </Section>
      ) : (
        <div className="blog-filter__chips" role="group" aria-label={blogTexts.filterLabel}>
          {[{ id: null, text: blogTexts.option(blogTexts.allPosts, total) }, ...categories.map((c) => ({ id: c.id, text: label(c) }))].map(
            (item) => (
              <Chip
                key={item.id ?? 'all'}
                Component="button"
                type="button"
                mode={item.id === selected ? 'elevated' : 'outline'}
                className={`blog-filter__chip${item.id === selected ? ' blog-filter__chip--selected' : ''}`}
                aria-pressed={item.id === selected}
                onClick={() => onChange(item.id)}
              >
                {item.text}
              </Chip>
            ),
          )}
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
