/** Window events other parts of the app listen to (core.md 2 "Shell", 4 "Notes"). */
export const APP_EVENTS = {
  openGoalModal: 'openGoalModal',
  openNoteModal: 'openNoteModal',
  /** detail: the new coin balance (number). */
  coinsUpdated: 'coinsUpdated',
  /** detail: {plan: 'monthly' | 'yearly'}; the shell's purchase listener opens the Stars invoice (rewards.md 4.10). */
  openSubscriptionPurchase: 'openSubscriptionPurchase',
} as const;

/** Starts the Stars purchase of a plan (the limit modal's 'Месяц' / 'Год', the profile's 'Получить подписку'). */
export function openSubscriptionPurchase(plan: 'monthly' | 'yearly' = 'monthly'): void {
  window.dispatchEvent(new CustomEvent(APP_EVENTS.openSubscriptionPurchase, { detail: { plan } }));
}

export function openGoalModal(): void {
  window.dispatchEvent(new CustomEvent(APP_EVENTS.openGoalModal));
}

/** Opens the note editor from anywhere; `mood` (1-5) comes preselected. */
export function openNoteModal(mood?: number): void {
  window.dispatchEvent(new CustomEvent(APP_EVENTS.openNoteModal, mood === undefined ? undefined : { detail: { mood } }));
}

/** The numeric balance a coinsUpdated event carries, or null if it carries none. */
export function coinsFromEvent(event: Event): number | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  const value = typeof detail === 'string' && detail.trim() !== '' ? Number(detail) : detail;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
