import { useNewGiftCount } from '../features/gifts/hooks/use-new-gift-count.ts';
import { useNewNotificationCount } from '../features/notifications/hooks/use-notifications.ts';

/** Numbers shown on the header's gift and bell buttons. */
export interface HeaderCounters {
  newGifts: number;
  unreadNotifications: number;
}

/** The header counters: new gifts (core.md 4 "Notes") and unread notifications (rewards.md 4.3). */
export function useHeaderCounters(): HeaderCounters {
  return { newGifts: useNewGiftCount(), unreadNotifications: useNewNotificationCount() };
}
