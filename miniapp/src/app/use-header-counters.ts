import { useNewNotificationCount } from '../features/notifications/hooks/use-notifications.ts';

/** Numbers shown on the header's gift and bell buttons. */
export interface HeaderCounters {
  newGifts: number;
  unreadNotifications: number;
}

const none: HeaderCounters = { newGifts: 0, unreadNotifications: 0 };

/**
 * The header counters: unread notifications from the notifications store (rewards.md 4.3); new
 * gifts stay 0 (hidden) until the treasures issue plugs its store in here.
 */
export function useHeaderCounters(): HeaderCounters {
  const unreadNotifications = useNewNotificationCount();
  return { ...none, unreadNotifications };
}
