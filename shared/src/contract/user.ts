import { z } from 'zod';
import { canonicalTimeZone, isValidTimeZone } from '../domain/day-key.ts';
import { fieldTexts } from '../texts/errors.ts';
import { authLinksSchema } from './auth.ts';
import { positiveIdSchema } from './common.ts';
import { selectedAnimationSchema } from './gifts.ts';

export const statusSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  emoji: z.string(),
  icon_url: z.string().nullable(),
  description: z.string(),
  min_activity: z.number().int(),
});

export const profileStatsSchema = z.object({
  daily_earned: z.number().int(),
  coins: z.number().int(),
  activity_points: z.number().int(),
  total_habits_created: z.number().int(),
  total_goals_created: z.number().int(),
  total_mood_entries: z.number().int(),
});

/** GET /api/user/profile/ (core.md 3 "User profile", rewards.md 3). */
export const profileResponseSchema = z.object({
  success: z.literal(true),
  id: z.number().int(),
  username: z.string().nullable(),
  first_name: z.string().nullable(),
  nickname: z.string().nullable(),
  display_name: z.string(),
  bio: z.string().nullable(),
  photo_url: z.string().nullable(),
  telegram_id: z.number().int().nullable(),
  timezone: z.string(),
  selected_animation: selectedAnimationSchema.nullable(),
  status: statusSchema,
  has_subscription: z.boolean(),
  is_subscription_active: z.boolean(),
  subscription_status: z.string(),
  subscription_expires_at: z.string().nullable(),
  auth: authLinksSchema,
  /** The mood (1-5) of the user's newest note; null before the first. */
  mood: z.number().int().nullable(),
  stats: profileStatsSchema,
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** One entry of GET /api/user/statuses/ (rewards.md 3 "Status level"). */
export const statusLevelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  emoji: z.string(),
  description: z.string(),
  min_activity_level: z.number().int(),
  min_activity: z.number().int(),
  order: z.number().int(),
  icon_url: z.string().nullable(),
  display_icon: z.string(),
  color: z.string(),
});
export type StatusLevelInfo = z.infer<typeof statusLevelSchema>;

/** GET /api/user/statuses/ */
export const statusesResponseSchema = z.object({ success: z.literal(true), statuses: z.array(statusLevelSchema) });
export type StatusesResponse = z.infer<typeof statusesResponseSchema>;

/** GET /api/user/status/ */
export const statusResponseSchema = z.object({
  success: z.literal(true),
  activity_points: z.number().int(),
  coins: z.number().int(),
  status: statusSchema,
});

/** GET /api/user/subscription/ */
export const subscriptionResponseSchema = z.object({
  success: z.literal(true),
  has_subscription: z.boolean(),
  is_subscription_active: z.boolean(),
  subscription_status: z.string(),
  subscription_expires_at: z.string().nullable(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** PUT /api/user/timezone/ */
export const timezoneRequestSchema = z.object({
  timezone: z.string({ error: fieldTexts.required }).refine(isValidTimeZone, { error: fieldTexts.timezone, abort: true }).transform(canonicalTimeZone),
});
/** `moved_today`: the zone was the server's guess and the device's puts now on another day, so the guessed today's entries moved there. */
export const timezoneResponseSchema = z.object({ success: z.literal(true), timezone: z.string(), moved_today: z.boolean() });
export type TimezoneResponse = z.infer<typeof timezoneResponseSchema>;

/** GET /api/main/ */
export const mainResponseSchema = z.object({ hello: z.string(), hello_desc: z.string() });

/** ?username= of the profile and activity calls: optional, and only ever the caller's own (another user's is a 404). */
export const ownUsernameQuerySchema = z.object({ username: z.string().optional() });

/** GET /api/user/username/?user_id= (the caller's own id; another user's is a 404). */
export const usernameQuerySchema = z.object({ user_id: positiveIdSchema('Положительное целое число').optional() });
export const usernameResponseSchema = z.object({ success: z.literal(true), user_id: z.number().int(), username: z.string().nullable(), display_name: z.string() });
export type UsernameResponse = z.infer<typeof usernameResponseSchema>;

/** GET /api/user/activity/?username=: the caller's activity points, status and totals. */
export const activityResponseSchema = profileStatsSchema.extend({ success: z.literal(true), username: z.string().nullable(), status: statusSchema });
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
