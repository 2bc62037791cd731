/** How many items Home previews per section (core.md 2 "Home", 9); notes page by HOME_NOTES_STEP. */
export const HOME_GOALS_SHOWN = 3;
export const HOME_HABITS_SHOWN = 3;
/** 'Последние достижения' loads 10 with status all and shows the first 3 (core.md 9, rewards.md 7). */
export const HOME_ACHIEVEMENTS_LOADED = 10;
export const HOME_ACHIEVEMENTS_SHOWN = 3;

/** The first `count` items Home shows and how many are left for 'Ещё N'. */
export function homePreview<T>(items: readonly T[], count: number): { shown: T[]; more: number } {
  const shown = items.slice(0, count);
  return { shown, more: items.length - shown.length };
}
