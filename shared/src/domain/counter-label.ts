/** Header counters (new gifts, unread notifications) cap their label at this value (core.md 9). */
export const COUNTER_CAP = 9;

/**
 * The text a header counter shows: the number itself up to 9, '9+' above it,
 * and '' for zero or less (the counter is hidden then).
 */
export function counterLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  return whole > COUNTER_CAP ? `${COUNTER_CAP}+` : String(whole);
}
