import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS, normalizeReminderTime, notificationAllowed, notificationToggleOf } from './notification-settings.ts';

describe('notification settings', () => {
  it('default to every toggle on except motivational messages, mood at 20:00 and habits at 09:00', () => {
    expect(NOTIFICATION_DEFAULTS).toEqual({
      notifications_enabled: true,
      info_notifications_enabled: true,
      mood_reminders_enabled: true,
      habit_reminders_enabled: true,
      achievement_notifications_enabled: true,
      motivational_messages_enabled: false,
      mood_reminder_time: '20:00',
      habit_reminder_time: '09:00',
    });
  });

  it('read a time picker value as HH:MM', () => {
    expect(normalizeReminderTime('9:05')).toBe('09:05');
    expect(normalizeReminderTime('21:30:00')).toBe('21:30');
    expect(normalizeReminderTime(' 00:00 ')).toBe('00:00');
    for (const bad of ['24:00', '12:60', '1230', 'вечер', '']) expect(normalizeReminderTime(bad)).toBeNull();
  });
});

describe('which setting lets a notification through', () => {
  it.each([
    ['achievement', 'achievement_notifications_enabled'],
    ['achievement_push', 'achievement_notifications_enabled'],
    ['mood_reminder', 'mood_reminders_enabled'],
    ['habit_reminder', 'habit_reminders_enabled'],
    ['motivational_push', 'motivational_messages_enabled'],
    ['success', 'info_notifications_enabled'],
    ['info', 'info_notifications_enabled'],
  ] as const)('%s needs %s', (type, toggle) => {
    expect(notificationToggleOf(type)).toBe(toggle);
  });
});

describe('notificationAllowed', () => {
  it("needs notifications on and the type's own toggle on", () => {
    expect(notificationAllowed(NOTIFICATION_DEFAULTS, 'achievement')).toBe(true);
    expect(notificationAllowed({ ...NOTIFICATION_DEFAULTS, achievement_notifications_enabled: false }, 'achievement')).toBe(false);
    expect(notificationAllowed({ ...NOTIFICATION_DEFAULTS, achievement_notifications_enabled: false }, 'info')).toBe(true);
    expect(notificationAllowed({ ...NOTIFICATION_DEFAULTS, notifications_enabled: false }, 'info')).toBe(false);
    expect(notificationAllowed(NOTIFICATION_DEFAULTS, 'motivational_push')).toBe(false);
  });
});
