/** Icon keys of goals and habits (core.md 3 "Icon keys"). */
export const GOAL_ICON_KEYS = [
  'target', 'trophy', 'star', 'diamond', 'fire', 'muscle', 'rocket', 'sparkle', 'art', 'lightbulb',
  'music', 'game', 'running', 'meditation', 'apple', 'water', 'plant', 'sun', 'moon', 'rainbow',
  'circus', 'theater', 'note', 'chart', 'money', 'briefcase', 'house', 'family', 'heart', 'handshake',
  'party', 'confetti', 'gift', 'clover', 'butterfly', 'flower', 'packman', 'puzzle',
] as const;

export const HABIT_ICON_KEYS = [
  'change', 'repeat', 'slim', 'yoga', 'healthy-food', 'hydration', 'growth', 'morning', 'night',
  'study', 'reading', 'writing', 'coding', 'cooking', 'cleaning', 'sleep', 'exercise', 'walking',
  'cycling', 'swimming', 'pregnancy',
] as const;

export type GoalIconKey = (typeof GOAL_ICON_KEYS)[number];
export type HabitIconKey = (typeof HABIT_ICON_KEYS)[number];
export type IconGroup = 'goals' | 'habits' | 'all';

/** The default icons: a long-term goal gets 'target', a habit 'change' (core.md 4). */
export const DEFAULT_GOAL_ICON: GoalIconKey = 'target';
export const DEFAULT_HABIT_ICON: HabitIconKey = 'change';

/** The keys an icon grid of a group shows: 'all' shows both groups. */
export function iconKeysOf(group: IconGroup): readonly (GoalIconKey | HabitIconKey)[] {
  if (group === 'goals') return GOAL_ICON_KEYS;
  if (group === 'habits') return HABIT_ICON_KEYS;
  return [...GOAL_ICON_KEYS, ...HABIT_ICON_KEYS];
}

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/** An icon with emoji characters is shown as text; otherwise it is an image (icon key) name. */
export function isEmojiIcon(icon: string): boolean {
  return EMOJI.test(icon);
}
