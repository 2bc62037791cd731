/** Appends a freshly loaded page, skipping items already shown (pages shift as items come and go). */
export function appendPage<T extends { id: number }>(items: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(items.map((item) => item.id));
  return [...items, ...page.filter((item) => !seen.has(item.id))];
}

/** The page to ask for next so that nothing is skipped after items were added or removed here. */
export function nextPageNumber(loaded: number, pageSize: number): number {
  return Math.floor(loaded / pageSize) + 1;
}

/**
 * `items` with their first `headSize` replaced by `head`, the server's first items asked for again
 * (what it holds now: new ones, edits, deletions); the items loaded beyond stay, less any now in the head.
 */
export function withFreshHead<T extends { id: number }>(items: readonly T[], head: readonly T[], headSize: number): T[] {
  return appendPage(head, items.slice(headSize));
}
