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

/** 'Все записи' with the total, then every category with its icon and posts count. */
export function CategoryFilter({ categories, selected, onChange, narrow }: CategoryFilterProps) {
  const total = categories.reduce((sum, c) => sum + c.posts_count, 0);
  const label = (c: BlogCategory) => blogTexts.option(c.icon ? `${c.icon} ${c.name}` : c.name, c.posts_count);
  return (
    <div className="blog-filter">
      {narrow ? (
        <Section className="blog-filter__section">
          <Select
            header={blogTexts.filterLabel}
            className="blog-filter__select"
            value={selected === null ? '' : String(selected)}
            onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
            data-testid="blog-category-select"
          >
            <option value="">{blogTexts.option(blogTexts.allPosts, total)}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {label(c)}
              </option>
            ))}
          </Select>
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
        <button type="button" className="blog-filter__reset" onClick={() => onChange(null)}>
          {blogTexts.resetFilters}
        </button>
      )}
    </div>
  );
}
