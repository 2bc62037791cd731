import { z } from 'zod';
import { canonicalTimeZone, isValidTimeZone } from '../domain/day-key.ts';
import {
  NOTIFICATION_TOGGLES,
  type NotificationToggle,
  REMINDER_TIME_SETTINGS,
  type ReminderTimeSetting,
  normalizeReminderTime,
} from '../domain/notification-settings.ts';
import { NOTIFICATION_PRIORITY_MAX, NOTIFICATION_PRIORITY_MIN, NOTIFICATION_TYPES } from '../domain/notifications.ts';
import { PUSH_AUTH_SECRET_BYTES, PUSH_PUBLIC_KEY_BYTES, isBase64UrlOfBytes } from '../domain/push.ts';
import { fieldTexts } from '../texts/errors.ts';
import { positiveIdSchema } from './common.ts';

const toggle = z.boolean({ error: fieldTexts.mustBeBoolean });

const reminderTime = z.string({ error: 'Время в формате ЧЧ:ММ' }).transform((value, ctx) => {
  const time = normalizeReminderTime(value);
  if (time === null) {
    ctx.addIssue({ code: 'custom', message: 'Время в формате ЧЧ:ММ' });
    return z.NEVER;
  }
  return time;
});

/** One schema per setting name: the toggles, then the two reminder times. */
function settingsShape<T extends z.ZodType, U extends z.ZodType>(toggleSchema: T, timeSchema: U) {
  const toggles = Object.fromEntries(NOTIFICATION_TOGGLES.map((key) => [key, toggleSchema])) as Record<NotificationToggle, T>;
  const times = Object.fromEntries(REMINDER_TIME_SETTINGS.map((key) => [key, timeSchema])) as Record<ReminderTimeSetting, U>;
  return { ...toggles, ...times };
}

/** The notification settings with their server names (rewards.md 3); times are "HH:MM" in `timezone`. */
export const notificationSettingsSchema = z.object({
  ...settingsShape(z.boolean(), z.string()),
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
  ...settingsShape(toggle.optional(), reminderTime.optional()),
  timezone: z.string({ error: fieldTexts.timezone }).refine(isValidTimeZone, { error: fieldTexts.timezone, abort: true }).transform(canonicalTimeZone).optional(),
});
export type SaveNotificationSettingsRequest = z.infer<typeof saveNotificationSettingsRequestSchema>;

/** One in-app notification (rewards.md 3); `id` and `user_notification_id` are the same number. */
export const notificationSchema = z.object({
  id: z.number().int(),
  user_notification_id: z.number().int(),
  title: z.string(),
  message: z.string(),
  notification_type: z.enum(NOTIFICATION_TYPES),
  priority: z.number().int().min(NOTIFICATION_PRIORITY_MIN).max(NOTIFICATION_PRIORITY_MAX),
  /** An emoji, or null for the default bell. */
  icon: z.string().nullable(),
  has_custom_icon: z.boolean(),
  icon_image_url: z.string().nullable(),
  is_push: z.boolean(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** GET /api/notifications/: each list newest first, expired ones left out, at most NOTIFICATIONS_LIST_CAP each. */
export const notificationsResponseSchema = z.object({
  success: z.literal(true),
  unread: z.array(notificationSchema),
  read: z.array(notificationSchema),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

const notificationIdText = 'Целое положительное число';

/** POST /api/notifications/read/: idempotent; another user's id is a 404. */
export const markNotificationReadRequestSchema = z.object({ user_notification_id: positiveIdSchema(notificationIdText) });
export type MarkNotificationReadRequest = z.infer<typeof markNotificationReadRequestSchema>;

/** GET /api/notifications/vapid-key/: the server's VAPID public key, base64url of 65 bytes (rewards.md 7). */
export const vapidKeyResponseSchema = z.object({ success: z.literal(true), publicKey: z.string() });

const keyOfBytes = (bytes: number, message: string) =>
  z.string({ error: message }).refine((text) => isBase64UrlOfBytes(text, bytes), { error: message });

/** POST /api/notifications/push-subscription/: the browser's PushSubscription as JSON (rewards.md 3, 7). */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: fieldTexts.pushEndpoint }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: keyOfBytes(PUSH_PUBLIC_KEY_BYTES, fieldTexts.pushKeyBytes('Открытый ключ P-256 браузера', PUSH_PUBLIC_KEY_BYTES)),
      auth: keyOfBytes(PUSH_AUTH_SECRET_BYTES, fieldTexts.pushKeyBytes('Секрет подписки', PUSH_AUTH_SECRET_BYTES)),
    },
    { error: fieldTexts.pushKeys },
  ),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;
