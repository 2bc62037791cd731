/**
 * A create sent again with the same key (a retry after a lost answer) gets the first answer again
 * instead of making a second goal, habit or note (ARCHITECTURE.md REST; server http/idempotent.ts).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** What a key may be: 8 to 100 of [A-Za-z0-9_-] (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** How long a create's first answer is kept for its retries. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
