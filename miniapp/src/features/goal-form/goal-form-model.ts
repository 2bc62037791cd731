import {
  type CreateGoalRequest,
  type CreateHabitRequest,
  type Goal,
  type Habit,
  type UpdateGoalRequest,
  type UpdateHabitRequest,
  type FieldIssue,
  createGoalRequestSchema,
  createHabitRequestSchema,
  customTitleIssues,
  scheduleIssues,
} from '@tracker/shared/contract';
import {
  ALL_WEEK_DAYS,
  CATEGORY_OTHER,
  DEFAULT_GOAL_ICON,
  DEFAULT_HABIT_ICON,
  isBlankText,
  type Frequency,
  NEW_HABIT_DEFAULTS,
  type PeriodUnit,
  normalizeWeekDays,
  placeOfSubgoal,
  type Subgoal,
} from '@tracker/shared/domain';
import { goalFormFieldTexts, goalTitleTooLongNotice } from '@tracker/shared/texts';

/** The goal/habit form of core.md 3. */
export type GoalType = 'long-term' | 'habit';

export interface FormSubgoal {
  /** Client-only identity for React keys and the saved indicator. */
  key: string;
  text: string;
  completed: boolean;
}

export interface GoalForm {
  goalType: GoalType;
  title: string;
  description: string;
  /** 0 until one is chosen. */
  category: number;
  customCategoryTitle: string;
  /** '' for none. */
  deadline: string;
  subgoals: FormSubgoal[];
  icon: string;
  habitFrequency: Frequency;
  habitWeekDays: number[];
  habitDuration: 'infinite' | 'period';
  habitPeriodValue: string;
  habitPeriodUnit: PeriodUnit;
  habitDailyTarget: string;
}

export type FormField =
  | 'title'
  | 'category'
  | 'customCategoryTitle'
  | 'deadline'
  | 'subgoals'
  | 'icon'
  | 'habitWeekDays'
  | 'habitPeriodValue'
  | 'habitPeriodUnit'
  | 'habitDailyTarget';

export type FormErrors = Partial<Record<FormField, string>>;

let nextKey = 1;
export function newSubgoal(text = '', completed = false): FormSubgoal {
  nextKey += 1;
  return { key: `s${nextKey}`, text, completed };
}

function habitDefaults(): Pick<GoalForm, 'habitFrequency' | 'habitWeekDays' | 'habitDuration' | 'habitPeriodValue' | 'habitPeriodUnit' | 'habitDailyTarget'> {
  return {
    habitFrequency: NEW_HABIT_DEFAULTS.frequency,
    habitWeekDays: [...NEW_HABIT_DEFAULTS.weekDays],
    habitDuration: NEW_HABIT_DEFAULTS.duration,
    habitPeriodValue: NEW_HABIT_DEFAULTS.periodValue,
    habitPeriodUnit: NEW_HABIT_DEFAULTS.periodUnit,
    habitDailyTarget: NEW_HABIT_DEFAULTS.dailyTarget,
  };
}

/** A new goal: long-term, icon target, no category yet, the habit defaults (core.md 4). */
export function emptyForm(): GoalForm {
  return {
    goalType: 'long-term',
    title: '',
    description: '',
    category: 0,
    customCategoryTitle: '',
    deadline: '',
    subgoals: [],
    icon: DEFAULT_GOAL_ICON,
    ...habitDefaults(),
  };
}

export function formFromGoal(goal: Goal): GoalForm {
  return {
    ...emptyForm(),
    title: goal.title,
    description: goal.description ?? '',
    category: goal.category,
    customCategoryTitle: goal.custom_category_title ?? '',
    deadline: goal.deadline ?? '',
    // Keyed by where they were: the form's steps can be traced back to the goal it opened with.
    subgoals: goal.subgoals.map((s, i) => ({ key: `opened-${i}`, text: s.text, completed: s.completed })),
    icon: goal.icon,
  };
}

export function formFromHabit(habit: Habit): GoalForm {
  return {
    ...emptyForm(),
    goalType: 'habit',
    title: habit.title,
    description: habit.description ?? '',
    category: habit.category,
    customCategoryTitle: habit.custom_category_title ?? '',
    icon: habit.icon,
    habitFrequency: habit.frequency,
    habitWeekDays: habit.week_days.length > 0 ? normalizeWeekDays(habit.week_days) : [...ALL_WEEK_DAYS],
    habitDuration: habit.duration,
    habitPeriodValue: habit.period_value === null ? '' : String(habit.period_value),
    habitPeriodUnit: habit.period_unit ?? 'days',
    habitDailyTarget: String(habit.daily_target),
  };
}

/**
 * Switching the type: long-term sets icon target, habit sets icon change; switching to habit
 * while creating resets the habit fields to their defaults (core.md 4).
 */
export function switchGoalType(form: GoalForm, goalType: GoalType, editing: boolean): GoalForm {
  if (form.goalType === goalType) return form;
  const next: GoalForm = { ...form, goalType, icon: goalType === 'habit' ? DEFAULT_HABIT_ICON : DEFAULT_GOAL_ICON };
  return goalType === 'habit' && !editing ? { ...next, ...habitDefaults() } : next;
}


function periodValueOf(form: GoalForm): number | null {
  return isBlankText(form.habitPeriodValue) ? null : Number(form.habitPeriodValue);
}

/** Sub-steps are blank-checked one by one: blank ones are dropped. */
function filledSubgoals(form: GoalForm) {
  return form.subgoals.filter((s) => !isBlankText(s.text)).map((s) => ({ text: s.text.trim(), completed: s.completed }));
}

/**
 * The sub-steps an edit saves, with the ticks the server holds now (`held`, read just before the
 * save) on every step the goal had when the form opened (`opened`) whose tick the user left alone:
 * a step ticked or unticked on another device while the form was open stays so (blind audit CE F1).
 */
export function subgoalsWithTicksHeldNow(form: GoalForm, opened: GoalForm, held: readonly Subgoal[]): Subgoal[] {
  const openedSteps = new Map(opened.subgoals.map((step, index) => [step.key, { step, index }]));
  return filledSubgoals({
    ...form,
    subgoals: form.subgoals.map((s) => {
      const origin = openedSteps.get(s.key);
      if (!origin || origin.step.completed !== s.completed) return s;
      const at = placeOfSubgoal(held, origin.index, origin.step.text);
      return at === -1 ? s : { ...s, completed: held[at]!.completed };
    }),
  });
}

function customTitleOf(form: GoalForm): string | null {
  return form.category === CATEGORY_OTHER ? form.customCategoryTitle.trim() || null : null;
}

export function toCreateGoalRequest(form: GoalForm): CreateGoalRequest {
  return {
    title: form.title.trim(),
    description: form.description.trim() || null,
    category: form.category,
    custom_category_title: customTitleOf(form),
    deadline: isBlankText(form.deadline) ? null : form.deadline,
    subgoals: filledSubgoals(form),
    icon: form.icon,
    status: 'active',
  };
}

/**
 * What an edit changed against the goal it opened with (`initial`): see `changedFields`. The
 * deadline is sent only when not blank (core.md 5).
 */
export function toUpdateGoalRequest(form: GoalForm, initial: GoalForm): UpdateGoalRequest {
  return changedFields(everyUpdatedField(form), everyUpdatedField(initial));
}

function everyUpdatedField(form: GoalForm): UpdateGoalRequest {
  const { status: _status, deadline, ...rest } = toCreateGoalRequest(form);
  return isBlankText(form.deadline) ? rest : { ...rest, deadline };
}

/** What an edit changed against the habit it opened with (`initial`): see `changedFields`. */
export function toUpdateHabitRequest(form: GoalForm, initial: GoalForm): UpdateHabitRequest {
  return changedFields(toCreateHabitRequest(form), toCreateHabitRequest(initial));
}

/**
 * The fields of an edit's request whose values differ from the request of the form as it opened:
 * a field the user left alone is not sent, so saving a form opened before another device's edit
 * never undoes that edit.
 */
function changedFields<T extends object>(request: T, opened: T): Partial<T> {
  const before = opened as Record<string, unknown>;
  return Object.fromEntries(Object.entries(request).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field]))) as Partial<T>;
}

export function toCreateHabitRequest(form: GoalForm): CreateHabitRequest {
  const period = form.habitDuration === 'period';
  return {
    title: form.title.trim(),
    description: form.description.trim() || null,
    category: form.category,
    custom_category_title: customTitleOf(form),
    icon: form.icon,
    frequency: form.habitFrequency,
    week_days: form.habitFrequency === 'daily' ? [...ALL_WEEK_DAYS] : normalizeWeekDays(form.habitWeekDays),
    duration: form.habitDuration,
    period_value: period ? periodValueOf(form) : null,
    period_unit: period ? form.habitPeriodUnit : null,
    daily_target: Number(form.habitDailyTarget.trim() === '' ? Number.NaN : form.habitDailyTarget),
  };
}


const FIELD_OF: Readonly<Record<string, FormField>> = {
  title: 'title',
  category: 'category',
  custom_category_title: 'customCategoryTitle',
  deadline: 'deadline',
  subgoals: 'subgoals',
  icon: 'icon',
  week_days: 'habitWeekDays',
  period_value: 'habitPeriodValue',
  period_unit: 'habitPeriodUnit',
  daily_target: 'habitDailyTarget',
};

/**
 * The form's messages, from the server's own zod schemas (STYLE.md "One contract"), plus the
 * cross-field rules the schema checks only once every field parses, so all messages show at once.
 */
export function validateGoalForm(form: GoalForm): FormErrors {
  const habit = form.goalType === 'habit' ? toCreateHabitRequest(form) : null;
  const request = habit ?? toCreateGoalRequest(form);
  const parsed = habit ? createHabitRequestSchema.safeParse(habit) : createGoalRequestSchema.safeParse(request);
  const issues: FieldIssue[] = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: i.message }))),
    ...customTitleIssues(request),
    ...(habit ? scheduleIssues(habit) : []),
  ];
  const errors: FormErrors = {};
  for (const issue of issues) {
    const field = FIELD_OF[issue.field];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * What the form says besides the field when it refuses a title over 200 ('Название цели не должно
 * превышать 200 символов', core.md 5 "also"), given the messages it shows; null otherwise.
 */
export function titleRefusalNotice(shown: FormErrors): string | null {
  return shown.title === goalFormFieldTexts.titleTooLong ? goalTitleTooLongNotice : null;
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.keys(errors).length > 0;
}
