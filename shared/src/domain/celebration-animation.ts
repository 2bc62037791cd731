/** Celebration animation types (core.md 3) and how one is chosen (core.md 9). */
export const CELEBRATION_ANIMATIONS = [
  'stars', 'crown', 'fireworks', 'confetti', 'hearts', 'rainbow', 'fire', 'pumpkin', 'lightning',
  'sakura', 'snowflake', 'thumbsup', 'bubble',
] as const;
export type CelebrationAnimation = (typeof CELEBRATION_ANIMATIONS)[number];

export const DEFAULT_CELEBRATION: CelebrationAnimation = 'thumbsup';
/** The icon shown for the default thumbs-up (no animation treasure selected). */
export const DEFAULT_CELEBRATION_ICON = '👍';

const KEYWORDS: readonly [CelebrationAnimation, readonly string[]][] = [
  ['stars', ['звезд', 'звёзд', 'star']],
  ['crown', ['корон', 'crown']],
  ['fireworks', ['фейерверк', 'салют', 'firework']],
  ['confetti', ['конфетти', 'confetti']],
  ['hearts', ['сердц', 'сердеч', 'heart', 'любов', 'love']],
  ['rainbow', ['радуг', 'rainbow']],
  ['fire', ['огон', 'огн', 'пламя', 'fire', 'flame']],
  ['pumpkin', ['тыкв', 'хэллоуин', 'pumpkin', 'halloween']],
  ['lightning', ['молни', 'lightning', 'thunder']],
  ['sakura', ['сакур', 'sakura', 'cherry']],
  ['snowflake', ['снеж', 'снег', 'snow']],
  ['bubble', ['пузыр', 'bubble']],
  ['thumbsup', ['лайк', 'палец', 'thumb', 'like']],
];

function isAnimation(value: unknown): value is CelebrationAnimation {
  return typeof value === 'string' && (CELEBRATION_ANIMATIONS as readonly string[]).includes(value);
}

/**
 * The user's selected gift animation type; else a guess by keyword from the gift title (Russian
 * and English); else thumbsup.
 */
export function celebrationAnimationOf(
  selected: { animation_type?: string | null; title?: string | null } | null | undefined,
): CelebrationAnimation {
  if (!selected) return DEFAULT_CELEBRATION;
  if (isAnimation(selected.animation_type)) return selected.animation_type;
  const title = (selected.title ?? '').toLowerCase();
  if (title) for (const [type, words] of KEYWORDS) if (words.some((w) => title.includes(w))) return type;
  return DEFAULT_CELEBRATION;
}
