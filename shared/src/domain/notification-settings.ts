/** Notification settings of rewards.md 3: the server names, their defaults, and the reminder times. */

import type { NotificationType } from './notifications.ts';

export const NOTIFICATION_TOGGLES = [
  'notifications_enabled',
  'info_notifications_enabled',
  'mood_reminders_enabled',
  'habit_reminders_enabled',
  'achievement_notifications_enabled',
  'motivational_messages_enabled',
] as const;
export type NotificationToggle = (typeof NOTIFICATION_TOGGLES)[number];

/** The two time pickers' settings: "HH:MM" in the user's time zone. */
export const REMINDER_TIME_SETTINGS = ['mood_reminder_time', 'habit_reminder_time'] as const;
export type ReminderTimeSetting = (typeof REMINDER_TIME_SETTINGS)[number];

export type NotificationPreferences = Record<NotificationToggle, boolean> & Record<ReminderTimeSetting, string>;

/** Every toggle on except motivational messages; mood at 20:00, habits at 09:00 (rewards.md 3). */
export const NOTIFICATION_DEFAULTS: Readonly<NotificationPreferences> = Object.freeze({
  notifications_enabled: true,
  info_notifications_enabled: true,
  mood_reminders_enabled: true,
  habit_reminders_enabled: true,
  achievement_notifications_enabled: true,
  motivational_messages_enabled: false,
  mood_reminder_time: '20:00',
  habit_reminder_time: '09:00',
});

/** The setting that must be on (besides notifications_enabled) for a notification of `type` to be written and pushed. */
export function notificationToggleOf(type: NotificationType): NotificationToggle {
  switch (type) {
    case 'achievement':
    case 'achievement_push':
      return 'achievement_notifications_enabled';
    case 'mood_reminder':
      return 'mood_reminders_enabled';
    case 'habit_reminder':
    case 'reminder':
      return 'habit_reminders_enabled';
    case 'motivational_push':
      return 'motivational_messages_enabled';
    default:
      return 'info_notifications_enabled';
  }
}

/**
 * True when the user's settings let a notification of `type` through, onto /bell and to their
 * browsers: notifications on, and the type's toggle on (rewards.md 2.5, 3).
 */
export function notificationAllowed(preferences: Pick<NotificationPreferences, NotificationToggle>, type: NotificationType): boolean {
  return preferences.notifications_enabled && preferences[notificationToggleOf(type)];
}

/** How long the '✓ Сохранено' / '✗ Ошибка' mark and the banner stay (rewards.md 4.4, 9). */
export const SETTINGS_SAVED_MARK_MS = 2000;
export const SETTINGS_BANNER_MS = 3000;

const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * A time picker's value as "HH:MM": accepts "9:05", "09:05" and "09:05:00" (what `<input type=time>`
 * may send); null when it is not a time of day.
 */
export function normalizeReminderTime(value: string): string | null {
  const match = TIME_PATTERN.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
