import { z } from 'zod';
import { isValidTimeZone } from '../domain/day-key.ts';
import { normalizeReminderTime } from '../domain/notification-settings.ts';
import { fieldTexts } from '../texts/errors.ts';

const toggle = z.boolean({ error: 'Должно быть true или false' });

const reminderTime = z.string({ error: 'Время в формате ЧЧ:ММ' }).transform((value, ctx) => {
  const time = normalizeReminderTime(value);
  if (time === null) {
    ctx.addIssue({ code: 'custom', message: 'Время в формате ЧЧ:ММ' });
    return z.NEVER;
  }
  return time;
});

/** The notification settings with their server names (rewards.md 3); times are "HH:MM" in `timezone`. */
export const notificationSettingsSchema = z.object({
  notifications_enabled: z.boolean(),
  info_notifications_enabled: z.boolean(),
  mood_reminders_enabled: z.boolean(),
  habit_reminders_enabled: z.boolean(),
  achievement_notifications_enabled: z.boolean(),
  motivational_messages_enabled: z.boolean(),
  mood_reminder_time: z.string(),
  habit_reminder_time: z.string(),
  /** The user's IANA time zone (the same as the profile's). */
  timezone: z.string(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** GET /api/notifications/settings/ */
export const notificationSettingsResponseSchema = z.object({ success: z.literal(true), settings: notificationSettingsSchema });
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;

/**
 * POST /api/notifications/settings/save/: any of the settings and the device's time zone;
 * fields left out keep their values.
 */
export const saveNotificationSettingsRequestSchema = z.object({
  notifications_enabled: toggle.optional(),
  info_notifications_enabled: toggle.optional(),
  mood_reminders_enabled: toggle.optional(),
  habit_reminders_enabled: toggle.optional(),
  achievement_notifications_enabled: toggle.optional(),
  motivational_messages_enabled: toggle.optional(),
  mood_reminder_time: reminderTime.optional(),
  habit_reminder_time: reminderTime.optional(),
  timezone: z.string({ error: fieldTexts.timezone }).refine(isValidTimeZone, { error: fieldTexts.timezone }).optional(),
});
export type SaveNotificationSettingsRequest = z.infer<typeof saveNotificationSettingsRequestSchema>;
