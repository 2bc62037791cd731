import { CATEGORIES, CATEGORY_OTHER } from '@tracker/shared/domain';
import { goalTexts } from '@tracker/shared/texts';

/** The category's label: a custom title replaces 'Другое'; an unknown category is uncategorised. */
export function categoryLabel(category: number, customTitle: string | null): string {
  if (category === CATEGORY_OTHER && customTitle) return customTitle;
  return CATEGORIES[category] ?? goalTexts.uncategorised;
}

export function CategoryChip({ category, customTitle }: { category: number; customTitle: string | null }) {
  return <span className="category-chip">{categoryLabel(category, customTitle)}</span>;
}
