import { Spinner } from '@telegram-apps/telegram-ui';
import { newNotificationCount, notificationStateOf, notificationsToShow } from '@tracker/shared/domain';
import { notificationListTexts, notificationsUiTexts } from '@tracker/shared/texts';
import { useCallback } from 'react';
import { BellIcon } from '../../../components/icons.tsx';
import { EmptyCard } from '../../../components/empty-card.tsx';
import { LoadErrorCard } from '../../../components/load-error-card.tsx';
import { notificationsStore, useNotificationsPageRefresh, useNotificationsState } from '../hooks/use-notifications.ts';
import { NotificationItem } from './notification-item.tsx';

/** The list of /bell (rewards.md 2.4, 4.3): the counts, the last 10 and 'показано последних 10 из N'. */
export function NotificationList() {
  useNotificationsPageRefresh();
  const { lists, viewed, error } = useNotificationsState();
  const onViewed = useCallback((id: number) => notificationsStore.markViewed(id), []);
  const retry = useCallback(() => void notificationsStore.refresh(), []);

  if (!lists) {
    if (error) return <LoadErrorCard message={notificationListTexts.loadError(error)} onRetry={retry} testId="notifications-error" />;
    return (
      <div className="notification-list__loading" role="status" aria-label={notificationListTexts.loading}>
        <Spinner size="m" />
      </div>
    );
  }

  const now = new Date();
  const { shown, total } = notificationsToShow(lists.unread, lists.read, now);
  if (total === 0) {
    return <EmptyCard icon={<BellIcon size={44} />} header={notificationsUiTexts.empty} description={notificationsUiTexts.emptyHint} />;
  }
  const newCount = newNotificationCount(lists.unread, viewed, now);
  const readCount = total - newCount;
  return (
    <div className="notification-list" data-testid="notification-list">
      <div className="notification-list__counts">
        <span className="notification-list__count notification-list__count--new" data-testid="notifications-new-count">
          {notificationListTexts.newCount(newCount)}
        </span>
        <span className="notification-list__count" data-testid="notifications-read-count">
          {notificationListTexts.readCount(readCount)}
        </span>
      </div>
      <div className="card notification-list__items">
        {shown.map((item) => (
          <NotificationItem key={item.user_notification_id} item={item} state={notificationStateOf(item, viewed)} now={now} onViewed={onViewed} />
        ))}
      </div>
      {total > shown.length && (
        <p className="notification-list__shown" data-testid="notifications-shown-of">
          {notificationListTexts.shownOf(shown.length, total)}
        </p>
      )}
    </div>
  );
}
