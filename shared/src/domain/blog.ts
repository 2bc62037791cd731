/** Posts per page of the blog screen and of `GET /api/blog/posts/` by default (rewards.md 9). */
export const BLOG_PAGE_SIZE = 12;
/** Posts of `GET /api/blog/posts/recent/` by default (rewards.md 9). */
export const BLOG_RECENT_LIMIT = 12;
/** The largest page a client may ask for (ours): keeps one answer small. */
export const BLOG_PER_PAGE_MAX = 50;
/** Pagination shows this many page numbers on each side of the current one (rewards.md 2.9, 9). */
export const BLOG_PAGE_NEIGHBOURS = 2;
/** ... and this many on screens narrower than BLOG_NARROW_SCREEN_PX. */
export const BLOG_PAGE_NEIGHBOURS_NARROW = 1;
export const BLOG_NARROW_SCREEN_PX = 640;

/** A slot of the pagination widget: a page number or a gap ('…'). */
export type PageSlot = number | 'gap';

/**
 * The page buttons around `current` of `total`: always the first and the last page, `neighbours`
 * on each side of the current one, and a gap ('…') wherever pages are left out — even a single
 * page, as rewards.md 2.9 lists them literally.
 * pageSlots(6, 12, 1) -> [1, 'gap', 5, 6, 7, 'gap', 12]; pageSlots(4, 7, 1) -> [1, 'gap', 3, 4, 5, 'gap', 7].
 */
export function pageSlots(current: number, total: number, neighbours: number): PageSlot[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(current, 1), total);
  const from = Math.max(2, page - neighbours);
  const to = Math.min(total - 1, page + neighbours);
  const slots: PageSlot[] = [1];
  if (from > 2) slots.push('gap');
  for (let n = from; n <= to; n += 1) slots.push(n);
  if (to < total - 1) slots.push('gap');
  if (total > 1) slots.push(total);
  return slots;
}

/** The 1-based numbers of the first and last item on `page` ('Показано a-b из N'); {0, 0} when none. */
export function shownRange(page: number, perPage: number, totalItems: number): { first: number; last: number } {
  const first = (page - 1) * perPage + 1;
  if (totalItems === 0 || first > totalItems) return { first: 0, last: 0 };
  return { first, last: Math.min(page * perPage, totalItems) };
}
