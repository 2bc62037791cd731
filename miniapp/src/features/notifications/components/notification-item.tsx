import { Caption, Text } from '@telegram-apps/telegram-ui';
import type { AppNotification } from '@tracker/shared/contract';
import { type NotificationState, expiryStateOf, formatNotificationTime, priorityMarkerOf } from '@tracker/shared/domain';
import { notificationListTexts, notificationTypeLabels, reminderTexts } from '@tracker/shared/texts';
import { useCallback, useRef } from 'react';
import { BellIcon } from '../../../components/icons.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { browserTimeZone } from '../../../lib/today.ts';
import { useViewedAfterDelay } from '../hooks/use-viewed-after-delay.ts';

function NotificationIcon({ item }: { item: AppNotification }) {
  if (item.has_custom_icon && item.icon_image_url) return <img className="notification-item__image" src={item.icon_image_url} alt="" />;
  return <span aria-hidden="true">{item.icon ?? <BellIcon size={22} />}</span>;
}

/** Where a reminder leads: the place to do what it asks (a snapshot of the morning's counts cannot). */
const REMINDER_ACTIONS: Partial<Record<AppNotification['notification_type'], { href: string; label: string }>> = {
  habit_reminder: { href: '/target?tab=habits', label: reminderTexts.openHabits },
  mood_reminder: { href: '/mood', label: reminderTexts.openMood },
};

/** One notification of /bell (rewards.md 2.4); a new one reports itself viewed after 2 s at 30 % visibility. */
export function NotificationItem({ item, state, now, onViewed }: { item: AppNotification; state: NotificationState; now: Date; onViewed: (id: number) => void }) {
  const ref = useRef<HTMLElement>(null);
  const id = item.user_notification_id;
  const viewed = useCallback(() => onViewed(id), [onViewed, id]);
  useViewedAfterDelay(ref, state === 'new', viewed);

  const timeZone = browserTimeZone();
  const marker = priorityMarkerOf(item.priority);
  const expiry = expiryStateOf(item, now);
  const action = REMINDER_ACTIONS[item.notification_type];
  return (
    <article ref={ref} className={`notification-item notification-item--${state}`} data-testid="notification-item" data-state={state} aria-label={item.title}>
      <div className={`notification-item__icon notification-item__icon--${item.notification_type}`}>
        <NotificationIcon item={item} />
        {state === 'new' && (
          <span className="notification-item__new">
            <span className="visually-hidden">{notificationListTexts.newMark}</span>
          </span>
        )}
      </div>
      <div className="notification-item__body">
        <div className="notification-item__head">
          <Text weight={state === 'read' ? '3' : '2'} Component="h3" className="notification-item__title">
            {item.title}
          </Text>
          {marker && (
            <span className="notification-item__priority" role="img" aria-label={notificationListTexts.priorityLabel(item.priority)} data-testid="notification-priority">
              {notificationListTexts.priorityMarker[marker]}
            </span>
          )}
        </div>
        <div className="notification-item__meta">
          <span className="notification-item__type">{notificationTypeLabels[item.notification_type]}</span>
          <Caption className="notification-item__time">{formatNotificationTime(item.created_at, timeZone, now)}</Caption>
        </div>
        <Text className="notification-item__message">{item.message}</Text>
        {action && (
          <TextLink href={action.href} className="notification-item__action" data-testid="notification-action">
            {action.label}
          </TextLink>
        )}
        {item.read_at && <Caption className="notification-item__note">{notificationListTexts.readAt(formatNotificationTime(item.read_at, timeZone, now))}</Caption>}
        {expiry.kind === 'later' && (
          <Caption className="notification-item__note">{notificationListTexts.expiresAt(formatNotificationTime(expiry.at, timeZone, now))}</Caption>
        )}
        {expiry.kind === 'soon' && (
          <Caption className="notification-item__note notification-item__note--warning" data-testid="notification-expiry-warning">
            {notificationListTexts.expiresSoon(expiry.hoursLeft)}
          </Caption>
        )}
      </div>
    </article>
  );
}
