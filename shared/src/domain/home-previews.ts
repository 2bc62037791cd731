/** How many items Home previews per section (core.md 2 "Home", 9); notes page by HOME_NOTES_STEP. */
export const HOME_GOALS_SHOWN = 3;
export const HOME_HABITS_SHOWN = 3;

/** The first `count` items Home shows and how many are left for 'Ещё N'. */
export function homePreview<T>(items: readonly T[], count: number): { shown: T[]; more: number } {
  const shown = items.slice(0, count);
  return { shown, more: items.length - shown.length };
}
