import { type FieldIssue, customTitleIssues } from '@tracker/shared/contract';
import { CATEGORY_OTHER } from '@tracker/shared/domain';
import { DomainError } from '../domain-error.ts';

/** A 400 naming each field of `issues` (the contract's cross-field rules, checked on merged updates). */
export function assertNoFieldIssues(issues: readonly FieldIssue[]): void {
  if (issues.length === 0) return;
  const fields = Object.fromEntries(issues.map((i) => [i.field, i.message]));
  throw new DomainError('VALIDATION_FAILED', { fields }, issues[0]!.message);
}

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
  assertNoFieldIssues(customTitleIssues({ category, custom_category_title: title }));
  return { category, custom_category_title: category === CATEGORY_OTHER ? title : null };
}
