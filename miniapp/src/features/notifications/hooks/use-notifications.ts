import { NOTIFICATIONS_BADGE_REFRESH_MS, NOTIFICATIONS_PAGE_REFRESH_MS, newNotificationCount } from '@tracker/shared/domain';
import { useEffect } from 'react';
import { useSignedIn } from '../../../lib/auth-store.ts';
import { useStore } from '../../../lib/external-store.ts';
import { localStore } from '../../../lib/storage.ts';
import { getNotifications } from '../api/get-notifications.ts';
import { markNotificationRead } from '../api/mark-notification-read.ts';
import { type NotificationsState, createNotificationsStore } from '../notifications-store.ts';

/** The one store of the app: the header badge and /bell read the same lists. */
export const notificationsStore = createNotificationsStore({ load: getNotifications, markRead: markNotificationRead, storage: localStore });

export function useNotificationsState(): NotificationsState {
  return useStore(notificationsStore.state);
}

/**
 * Calls `refresh` now and every `ms`, while the component is mounted and `active`; each tick asks
 * the server itself even when an earlier load is still running (a tick is never lost).
 */
function useRefreshEvery(ms: number, active: boolean, refresh: (fresh: boolean) => void): void {
  useEffect(() => {
    if (!active) return;
    refresh(false);
    const timer = setInterval(() => refresh(true), ms);
    return () => clearInterval(timer);
  }, [ms, active, refresh]);
}

const refreshIfVisible = (fresh: boolean) => {
  if (document.visibilityState === 'visible') void notificationsStore.refresh({ fresh });
};
const refreshOnShow = () => refreshIfVisible(false);
const refreshNow = (fresh: boolean) => void notificationsStore.refresh({ fresh });

/**
 * The header's unread count (rewards.md 4.3, 9): loaded for a signed-in user, every 30 s while the
 * page is visible, and again when it becomes visible; viewed and expired items do not count.
 */
export function useNewNotificationCount(): number {
  const signedIn = useSignedIn();
  const { lists, viewed } = useNotificationsState();
  useRefreshEvery(NOTIFICATIONS_BADGE_REFRESH_MS, signedIn, refreshIfVisible);
  useEffect(() => {
    if (!signedIn) return;
    document.addEventListener('visibilitychange', refreshOnShow);
    return () => document.removeEventListener('visibilitychange', refreshOnShow);
  }, [signedIn]);
  return signedIn && lists ? newNotificationCount(lists.unread, viewed, new Date()) : 0;
}

/** The /bell list refresh: on opening and every 5 minutes (rewards.md 9). */
export function useNotificationsPageRefresh(): void {
  useRefreshEvery(NOTIFICATIONS_PAGE_REFRESH_MS, true, refreshNow);
}
