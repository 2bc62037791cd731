import { z } from 'zod';
import { achievementGroupOf } from '../domain/achievements.ts';
import { ACHIEVEMENTS_PAGE_SIZE, QUERY_PAGE_SIZE_MAX } from '../domain/page-buttons.ts';
import { pageParamSchema, pageSizeParamSchema, positiveIdSchema } from './common.ts';

/** The number's home is the domain; kept importable from here for the e2e specs. */
export { ACHIEVEMENTS_PAGE_SIZE };

export const ACHIEVEMENT_LIST_STATUSES = ['all', 'earned', 'not_earned'] as const;

/** rewards.md 3 "Achievement", plus `key` (the catalogue's stable name, for icons and tests). */
export const achievementSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  is_earned: z.boolean(),
  is_hidden: z.boolean(),
  earned_at: z.string().nullable(),
  coins_reward: z.number().int(),
  status_points_reward: z.number().int(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** GET /api/achievements/?status=all|earned|not_earned&page=N&page_size=N (rewards.md 7). */
export const achievementsQuerySchema = z.object({
  status: z.enum(ACHIEVEMENT_LIST_STATUSES, { error: 'all, earned или not_earned' }).default('all'),
  page: pageParamSchema.default(1),
  page_size: pageSizeParamSchema(QUERY_PAGE_SIZE_MAX).default(ACHIEVEMENTS_PAGE_SIZE),
});
export type AchievementsQuery = z.infer<typeof achievementsQuerySchema>;

export const achievementsResponseSchema = z.object({
  success: z.literal(true),
  achievements: z.array(achievementSchema),
  has_more: z.boolean(),
  total_count: z.number().int(),
});
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;

/** POST /api/achievements/check/ — one group of achievements (achievementGroupOf), or all of them. */
export const checkAchievementsRequestSchema = z.object({
  achievement_type: z.string().max(100).nullish().transform(achievementGroupOf),
});

export const checkAchievementsResponseSchema = z.object({
  success: z.literal(true),
  awarded_achievements: z.array(achievementSchema),
});
export type CheckAchievementsResponse = z.infer<typeof checkAchievementsResponseSchema>;

const achievementIdText = 'Некорректный идентификатор достижения';

/** POST /api/achievements/mark-earned/ — the server re-checks the condition, it never trusts the client. */
export const markEarnedRequestSchema = z.object({ achievement_id: positiveIdSchema(achievementIdText) });

export const markEarnedResponseSchema = z.object({ success: z.literal(true), achievement: achievementSchema });
export type MarkEarnedResponse = z.infer<typeof markEarnedResponseSchema>;
