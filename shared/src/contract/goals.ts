import { z } from 'zod';
import { isBlankText } from '../domain/blank-text.ts';
import { SUBGOAL_TITLE_MAX } from '../domain/goal-rules.ts';
import { fieldTexts } from '../texts/errors.ts';
import {
  categorySchema,
  customCategorySchema,
  descriptionSchema,
  iconSchema,
  optionalDaySchema,
  requireCustomTitle,
  titleSchema,
} from './common.ts';

export const goalStatusSchema = z.enum(['active', 'completed', 'cancelled'], { error: 'Статус: active, completed или cancelled' });

const SUBGOAL_TOO_LONG = `Подзадача слишком длинная (максимум ${SUBGOAL_TITLE_MAX} символов)`;
const SUBGOAL_EMPTY = 'Подзадача не может быть пустой';

/** A sub-step's text: trimmed, not blank (invisible characters alone are blank), at most SUBGOAL_TITLE_MAX. */
const subgoalTextSchema = z
  .string({ error: 'Текст подзадачи должен быть строкой' })
  .trim()
  .refine((text) => !isBlankText(text), { error: SUBGOAL_EMPTY })
  .max(SUBGOAL_TITLE_MAX, { error: SUBGOAL_TOO_LONG });

export const subgoalSchema = z.union(
  [
    z.object({
      text: subgoalTextSchema,
      completed: z.boolean({ error: fieldTexts.mustBeBoolean }).default(false),
    }),
    subgoalTextSchema.transform((text) => ({ text, completed: false })),
  ],
  { error: 'Подзадача — текст или объект с полем text' },
);
const subgoalListSchema = z.array(subgoalSchema, { error: 'Подзадачи должны быть списком' }).max(50, { error: 'Не больше 50 подзадач' });
/**
 * The sub-steps of an edit; null is as absent, the sub-steps stay as they are (a client sending an
 * unset list as null never wipes them, blind audit BY): only [] removes them.
 */
export const subgoalsSchema = z.preprocess((value) => (value === null ? undefined : value), subgoalListSchema.optional());

const goalFields = {
  title: titleSchema,
  description: descriptionSchema,
  category: categorySchema,
  custom_category_title: customCategorySchema,
  deadline: optionalDaySchema,
  subgoals: subgoalsSchema,
  icon: iconSchema,
  status: goalStatusSchema,
};

/** POST /api/goals/create/ */
export const createGoalRequestSchema = z
  .object({
    ...goalFields,
    subgoals: z.preprocess((value) => value ?? [], subgoalListSchema), // absent or null: none yet
    status: goalFields.status.optional(),
  })
  .superRefine(requireCustomTitle);
export type CreateGoalRequest = z.infer<typeof createGoalRequestSchema>;

/** PUT /api/goals/{id}/ — any goal fields, or only status, or only subgoals. */
export const updateGoalRequestSchema = z.object(goalFields).partial();
export type UpdateGoalRequest = z.infer<typeof updateGoalRequestSchema>;

export const goalSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.number().int(),
  custom_category_title: z.string().nullable(),
  deadline: z.string().nullable(),
  icon: z.string(),
  status: goalStatusSchema,
  progress: z.number().int(),
  subgoals: z.array(z.object({ text: z.string(), completed: z.boolean() })),
  is_completed: z.boolean(),
  calendar_status: z.enum(['completed', 'overdue', 'urgent', 'warning', 'normal', 'inactive']),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Goal = z.infer<typeof goalSchema>;

export const goalsResponseSchema = z.object({
  success: z.literal(true),
  active_goals: z.array(goalSchema),
  completed_goals: z.array(goalSchema),
});
export type GoalsResponse = z.infer<typeof goalsResponseSchema>;

export const goalResponseSchema = z.object({ success: z.literal(true), goal: goalSchema });
