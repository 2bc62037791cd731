/**
 * A text's length as the contract counts it (zod's string limits count code points): an emoji is
 * one character, not the two UTF-16 units of `.length`, so a field's counter and cut agree with what
 * the server takes (blind audit BX: 15 foxes stopped a 30-character nickname).
 */
export function textLength(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

/** `text` cut to `max` characters of textLength, never inside an emoji. */
export function clipText(text: string, max: number): string {
  return textLength(text) > max ? Array.from(text).slice(0, max).join('') : text;
}

/** Unicode's controls of writing direction: embeddings, overrides and isolates (U+202A-202E, U+2066-2069). */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * A name as it may stand inside our own sentence: without the controls that turn writing
 * direction, so a name holding U+202E cannot mirror the rest of a bot's message (blind audit CC F5).
 * Letters of right-to-left scripts stay as they are.
 */
export function withoutDirectionControls(name: string): string {
  return name.replace(DIRECTION_CONTROLS, '');
}
