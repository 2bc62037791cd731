/**
 * Characters that draw nothing and that String.prototype.trim keeps: zero-width space, joiners,
 * word joiner, soft hyphen and the invisible operators. A title made only of these (and spaces)
 * shows as an empty card, so it is blank like ''.
 */
const INVISIBLE_OR_SPACE = /^[\s\u00AD\u180E\u200B-\u200D\u2060-\u2064\uFEFF]*$/;

/** True when `text` shows nothing: empty, spaces, or only invisible characters (core.md 5 "non-blank"). */
export function isBlankText(text: string): boolean {
  return INVISIBLE_OR_SPACE.test(text);
}
