import { CATEGORY_OTHER } from '@tracker/shared/domain';
import { DomainError } from '../domain-error.ts';

/**
 * The category and custom title a goal or habit ends up with after an update: category 7 needs
 * its own title (core.md 5), the others drop it.
 */
export function mergedCategory(
  current: { category: number; custom_category_title: string | null },
  input: { category?: number | undefined; custom_category_title?: string | null | undefined },
): { category: number; custom_category_title: string | null } {
  const category = input.category ?? current.category;
  const title = input.custom_category_title !== undefined ? input.custom_category_title : current.custom_category_title;
  if (category === CATEGORY_OTHER && !title) {
    const message = 'Пожалуйста, введите название категории';
    throw new DomainError('VALIDATION_FAILED', { fields: { custom_category_title: message } }, message);
  }
  return { category, custom_category_title: category === CATEGORY_OTHER ? title : null };
}
