import { z } from 'zod';
import { DAILY_TARGET_MAX, DAILY_TARGET_MIN, HABIT_PERIOD_MAX, HABIT_PERIOD_MIN } from '../domain/habit-rules.ts';
import { fieldTexts } from '../texts/errors.ts';
import {
  type FieldIssue,
  addFieldIssues,
  categorySchema,
  customCategorySchema,
  descriptionSchema,
  emptyAsAbsent,
  emptyAsNull,
  iconSchema,
  requireCustomTitle,
  titleSchema,
  wholeNumberSchema,
} from './common.ts';

const frequencySchema = z.enum(['daily', 'weekly'], { error: 'Частота: daily или weekly' });
const durationSchema = z.enum(['infinite', 'period'], { error: 'Длительность: infinite или period' });
const periodUnitSchema = z.enum(['days', 'weeks', 'months'], { error: 'Единица периода: days, weeks или months' });
/** 0 (Sunday) to 6; 7 is Sunday too and is stored as 0. */
const weekDaysSchema = z.array(wholeNumberSchema(0, 7, 'Дни недели — числа от 0 до 6'), { error: 'Дни недели должны быть списком' }).max(14);
const PERIOD_VALUE_ERROR = `Период — целое число от ${HABIT_PERIOD_MIN} до ${HABIT_PERIOD_MAX}`;
const DAILY_TARGET_ERROR = `Цель на день — целое число от ${DAILY_TARGET_MIN} до ${DAILY_TARGET_MAX}`;
const periodValueSchema = wholeNumberSchema(HABIT_PERIOD_MIN, HABIT_PERIOD_MAX, PERIOD_VALUE_ERROR);
const dailyTargetSchema = wholeNumberSchema(DAILY_TARGET_MIN, DAILY_TARGET_MAX, DAILY_TARGET_ERROR);

const habitFields = {
  title: titleSchema,
  description: descriptionSchema,
  category: categorySchema,
  custom_category_title: customCategorySchema,
  icon: iconSchema,
  frequency: frequencySchema,
  week_days: weekDaysSchema,
  duration: durationSchema,
  period_value: emptyAsNull(periodValueSchema),
  period_unit: emptyAsNull(periodUnitSchema),
  daily_target: emptyAsAbsent(dailyTargetSchema.optional()),
  is_active: z.boolean({ error: fieldTexts.mustBeBoolean }),
};

/** Weekly habits need days; period habits need a value and a unit. */
export function scheduleIssues(value: {
  frequency?: string;
  week_days?: number[];
  duration?: string;
  period_value?: number | null;
  period_unit?: string | null;
}): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (value.frequency === 'weekly' && value.week_days !== undefined && value.week_days.length === 0) {
    issues.push({ field: 'week_days', message: 'Выберите хотя бы один день недели' });
  }
  if (value.duration === 'period') {
    if (value.period_value == null) issues.push({ field: 'period_value', message: PERIOD_VALUE_ERROR });
    if (value.period_unit == null) issues.push({ field: 'period_unit', message: 'Единица периода: days, weeks или months' });
  }
  return issues;
}

function requireSchedule(value: Parameters<typeof scheduleIssues>[0], ctx: z.RefinementCtx): void {
  addFieldIssues(scheduleIssues(value), ctx);
}

/** POST /api/habits/create/ */
export const createHabitRequestSchema = z
  .object({
    title: habitFields.title,
    description: habitFields.description,
    category: habitFields.category,
    custom_category_title: habitFields.custom_category_title,
    icon: habitFields.icon,
    frequency: habitFields.frequency.default('daily'),
    week_days: habitFields.week_days.default([0, 1, 2, 3, 4, 5, 6]),
    duration: habitFields.duration.default('infinite'),
    period_value: habitFields.period_value.optional(),
    period_unit: habitFields.period_unit.optional(),
    daily_target: emptyAsAbsent(dailyTargetSchema.default(1)),
  })
  .superRefine(requireCustomTitle)
  .superRefine(requireSchedule);
export type CreateHabitRequest = z.infer<typeof createHabitRequestSchema>;

/** PUT /api/habits/{id}/ */
export const updateHabitRequestSchema = z.object(habitFields).partial().superRefine(requireSchedule);
export type UpdateHabitRequest = z.infer<typeof updateHabitRequestSchema>;

/** POST /api/habits/{id}/progress/add/ and /progress/decrease/ */
export const habitProgressRequestSchema = z.object({
  amount: wholeNumberSchema(1, 100, 'Число от 1 до 100').default(1),
});

export const habitSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.number().int(),
  custom_category_title: z.string().nullable(),
  icon: z.string(),
  frequency: frequencySchema,
  week_days: z.array(z.number().int()),
  duration: durationSchema,
  period_value: z.number().int().nullable(),
  period_unit: periodUnitSchema.nullable(),
  daily_target: z.number().int(),
  daily_progress: z.number().int(),
  streak: z.number().int(),
  completed_dates: z.array(z.string()),
  last_completed: z.string().nullable(),
  is_active: z.boolean(),
  is_due_today: z.boolean(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  /** Per-day progress of a period habit's days so far (for the circular chart). */
  day_progress: z.record(z.string(), z.number().int()),
  calendar_status: z.enum(['completed', 'overdue', 'urgent', 'warning', 'normal', 'inactive']),
  created_at: z.string(),
});
export type Habit = z.infer<typeof habitSchema>;

export const habitsResponseSchema = z.object({
  success: z.literal(true),
  active_habits: z.array(habitSchema),
  completed_habits: z.array(habitSchema),
});
export type HabitsResponse = z.infer<typeof habitsResponseSchema>;

export const habitResponseSchema = z.object({ success: z.literal(true), habit: habitSchema });

export const habitProgressResponseSchema = z.object({
  success: z.literal(true),
  daily_progress: z.number().int(),
  daily_target: z.number().int(),
  streak: z.number().int(),
  completed_dates: z.array(z.string()),
  last_completed: z.string().nullable(),
});
export type HabitProgressResponse = z.infer<typeof habitProgressResponseSchema>;
