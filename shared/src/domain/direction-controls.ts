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
