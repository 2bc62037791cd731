/** Earned achievements on the profile page, a page at a time (rewards.md 7, 9). */
export const PROFILE_ACHIEVEMENTS_PAGE_SIZE = 5;
/** The achievements screen and `GET /api/achievements/` by default: 12 a page (rewards.md 7, 9). */
export const ACHIEVEMENTS_PAGE_SIZE = 12;
/** The largest `page` a list query takes (ours, docs/decisions.md): keeps offsets small. */
export const QUERY_PAGE_MAX = 1_000_000;
/** The largest `page_size` a list query takes (ours): keeps one answer small. */
export const QUERY_PAGE_SIZE_MAX = 100;
/** The profile's achievement pagination shows at most this many page buttons (rewards.md 2.6). */
export const PROFILE_PAGE_BUTTONS_MAX = 5;

/** Pages needed for `totalItems` at `pageSize` a page; 0 when there is nothing. */
export function pageCount(totalItems: number, pageSize: number): number {
  return totalItems > 0 ? Math.ceil(totalItems / pageSize) : 0;
}

/** How many items the pages before 1-based `page` hold: where `page` starts. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/**
 * The consecutive page numbers to offer as buttons: up to `max` of them, the current page as near
 * the middle as the ends allow. pageButtons(6, 10, 5) -> [4, 5, 6, 7, 8]; pageButtons(1, 3, 5) -> [1, 2, 3].
 */
export function pageButtons(current: number, totalPages: number, max: number = PROFILE_PAGE_BUTTONS_MAX): number[] {
  if (totalPages <= 0 || max <= 0) return [];
  const count = Math.min(max, totalPages);
  const page = Math.min(Math.max(current, 1), totalPages);
  const first = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
