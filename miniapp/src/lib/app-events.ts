import { DEFAULT_SUBSCRIPTION_PLAN, type SubscriptionPlan } from '@tracker/shared/domain';

/** Window events other parts of the app listen to (core.md 2 "Shell", 4 "Notes"). */
export const APP_EVENTS = {
  /** detail: a GoalModalRequest (lib/goal-modal-request.ts); sent by requestGoalModal. */
  openGoalModal: 'openGoalModal',
  openNoteModal: 'openNoteModal',
  /** detail: the new coin balance (number). */
  coinsUpdated: 'coinsUpdated',
  /** An action that may have paid coins or status points without saying the balance (a habit's +, a completed goal). */
  rewardsMayHaveChanged: 'rewardsMayHaveChanged',
  /** detail: {plan: SubscriptionPlan}; the shell's purchase listener opens the Stars invoice (rewards.md 4.10). */
  openSubscriptionPurchase: 'openSubscriptionPurchase',
  /** detail: {kind: 'goal' | 'habit'}; a new goal or habit was saved (the fox congratulates the first one). */
  itemCreated: 'itemCreated',
  /** A sticker set was bought, equipped or taken off: the note editor asks for its stickers again. */
  stickersChanged: 'stickersChanged',
} as const;

export type CreatedItemKind = 'goal' | 'habit';

export function announceItemCreated(kind: CreatedItemKind): void {
  window.dispatchEvent(new CustomEvent(APP_EVENTS.itemCreated, { detail: { kind } }));
}

/** The kind an itemCreated event carries, or null if it carries none. */
export function createdKindOf(event: Event): CreatedItemKind | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  const kind = typeof detail === 'object' && detail !== null ? (detail as { kind?: unknown }).kind : null;
  return kind === 'goal' || kind === 'habit' ? kind : null;
}

/** Starts the Stars purchase of a plan (the limit modal's 'Месяц' / 'Год', the profile's 'Получить подписку'). */
export function openSubscriptionPurchase(plan: SubscriptionPlan = DEFAULT_SUBSCRIPTION_PLAN): void {
  window.dispatchEvent(new CustomEvent(APP_EVENTS.openSubscriptionPurchase, { detail: { plan } }));
}

/** Opens the note editor from anywhere; `mood` (1-5) comes preselected. */
export function openNoteModal(mood?: number): void {
  window.dispatchEvent(new CustomEvent(APP_EVENTS.openNoteModal, mood === undefined ? undefined : { detail: { mood } }));
}

/** Tells the header (and the profile) the new coin balance, e.g. after a treasure purchase (rewards.md 4.1). */
export function announceCoinBalance(coins: number): void {
  window.dispatchEvent(new CustomEvent(APP_EVENTS.coinsUpdated, { detail: coins }));
}

/** Tells the profile (and so the header's coins) to load again after an action that may have paid (ECONOMY.md). */
export function announceRewardsMayHaveChanged(): void {
  window.dispatchEvent(new Event(APP_EVENTS.rewardsMayHaveChanged));
}

/** The numeric balance a coinsUpdated event carries, or null if it carries none. */
export function coinsFromEvent(event: Event): number | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  const value = typeof detail === 'string' && detail.trim() !== '' ? Number(detail) : detail;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Tells the note editor's sticker picker that the usable sets (or their order) changed. */
export function announceStickersChanged(): void {
  window.dispatchEvent(new Event(APP_EVENTS.stickersChanged));
}
