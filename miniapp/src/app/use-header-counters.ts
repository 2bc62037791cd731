/** Numbers shown on the header's gift and bell buttons. */
export interface HeaderCounters {
  newGifts: number;
  unreadNotifications: number;
}

const none: HeaderCounters = { newGifts: 0, unreadNotifications: 0 };

/**
 * The header counters. There are no gift or notification APIs yet: both stay 0 (hidden) until
 * the treasures and notifications issues plug their stores in here.
 */
export function useHeaderCounters(): HeaderCounters {
  return none;
}
