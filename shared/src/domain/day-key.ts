/** The zone when the runtime's own is unknown or invalid (the product is Russian). */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

/** One formatter per zone: building an Intl formatter costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // en-CA formats dates as YYYY-MM-DD.
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * This runtime's own valid IANA zone (a device's, or a server's TZ), else DEFAULT_TIME_ZONE: the
 * zone of a user who has not told us theirs yet.
 */
export function runtimeTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * A valid zone in the letter case the IANA database spells it ('europe/moscow' is 'Europe/Moscow'),
 * so it is stored one way. Only the case: an alias stays the name it was sent as ('Asia/Ho_Chi_Minh'
 * is not turned into ICU's 'Asia/Saigon', which a device naming it the new way would then tell again).
 */
export function canonicalTimeZone(zone: string): string {
  const resolved = formatterFor(zone).resolvedOptions().timeZone;
  return resolved.toLowerCase() === zone.toLowerCase() ? resolved : zone;
}

/** True when `zone` is an IANA time zone this runtime knows. */
export function isValidTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The user's calendar day ("2026-11-23") that contains `instant` in `timeZone`.
 * The one function that turns instants into days: every "today" rule goes through it.
 */
export function dayKeyFor(instant: Date, timeZone: string): string {
  return formatterFor(timeZone).format(instant);
}
