/** Window events other parts of the app listen to (core.md 2 "Shell", 4 "Notes"). */
export const APP_EVENTS = {
  openGoalModal: 'openGoalModal',
  openNoteModal: 'openNoteModal',
  /** detail: the new coin balance (number). */
  coinsUpdated: 'coinsUpdated',
} as const;

export function openGoalModal(): void {
  window.dispatchEvent(new CustomEvent(APP_EVENTS.openGoalModal));
}

export function openNoteModal(): void {
  window.dispatchEvent(new CustomEvent(APP_EVENTS.openNoteModal));
}

/** The numeric balance a coinsUpdated event carries, or null if it carries none. */
export function coinsFromEvent(event: Event): number | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  const value = typeof detail === 'string' && detail.trim() !== '' ? Number(detail) : detail;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
