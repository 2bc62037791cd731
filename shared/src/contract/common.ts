import { z } from 'zod';
import { isBlankText } from '../domain/blank-text.ts';
import { CATEGORY_OTHER, CUSTOM_CATEGORY_MAX, GOAL_TITLE_MAX } from '../domain/goal-rules.ts';
import { DAY_KEY_PATTERN, isDayKey } from '../domain/day-math.ts';
import { LIMIT_TYPES } from '../domain/free-tier.ts';
import { QUERY_PAGE_MAX } from '../domain/page-buttons.ts';
import { goalFormFieldTexts, queryTexts } from '../texts/field-messages.ts';

/** Decimal digits, with a minus sign at most: what a number sent as text may look like. */
const DECIMAL_INTEGER = /^\s*-?\d+\s*$/;

/**
 * A whole number in [min, max], else `message`. Every numeric field of the API reads it this way:
 * a JSON number, or a string of decimal digits ("3", as query values and some clients send it);
 * "", null and true are no number (unlike z.coerce, which reads them as 0 and 1), and neither are
 * texts Number() would read ("0x1", "1e0", "+1", "1.0": a path `/goals/0x1/` is no goal id).
 */
export function wholeNumberSchema(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL_INTEGER.test(value) ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );
}

/** An id in a path or body: a positive 32-bit integer (digits in a string too), else `message`. */
export function positiveIdSchema(message: string) {
  return wholeNumberSchema(1, 2 ** 31 - 1, message);
}


/** ?page= of a paged list: 1..QUERY_PAGE_MAX. */
export const pageParamSchema = wholeNumberSchema(1, QUERY_PAGE_MAX, queryTexts.page);

/** A page size parameter (page_size, per_page, limit): 1..max. */
export function pageSizeParamSchema(max: number) {
  return wholeNumberSchema(1, max, queryTexts.pageSize(max));
}

/** A path id: a positive integer, else a 400 naming `id`. */
export const idParamSchema = z.object({ id: positiveIdSchema('Некорректный идентификатор') });

export const titleSchema = z
  .string({ error: goalFormFieldTexts.titleRequired })
  .trim()
  .refine((title) => !isBlankText(title), { error: goalFormFieldTexts.titleRequired })
  .max(GOAL_TITLE_MAX, { error: goalFormFieldTexts.titleTooLong });

export const descriptionSchema = z
  .string({ error: 'Описание должно быть строкой' })
  .trim()
  .max(2000, { error: 'Описание слишком длинное (максимум 2000 символов)' })
  .nullish()
  .transform((v) => (v ? v : null));

export const categorySchema = wholeNumberSchema(1, 7, goalFormFieldTexts.categoryRequired);

export const customCategorySchema = z
  .string({ error: 'Название категории должно быть строкой' })
  .trim()
  .max(CUSTOM_CATEGORY_MAX, { error: goalFormFieldTexts.customCategoryTooLong })
  .nullish()
  .transform((v) => (v && !isBlankText(v) ? v : null));

/**
 * An optional field where null, "" and blanks mean "not given" (decisions.md): `schema`, which is
 * `.optional()` or has a `.default()`, then takes undefined. Anything else is checked by `schema`.
 */
export function emptyAsAbsent<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (isEmptyValue(value) ? undefined : value), schema);
}

/** An optional field whose empty value is null (as "no period"): "" and blanks are null too. */
export function emptyAsNull<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (isEmptyValue(value) ? null : value), schema.nullable());
}

function isEmptyValue(value: unknown): boolean {
  return value === null || (typeof value === 'string' && isBlankText(value));
}

/** A goal's or habit's icon name; not given (null and "" too), the create uses the default icon and an update keeps the icon. */
export const iconSchema = emptyAsAbsent(z.string({ error: 'Иконка должна быть строкой' }).trim().max(64, { error: 'Слишком длинное имя иконки' }).optional());

const DAY_FORMAT = 'Дата должна быть в формате ГГГГ-ММ-ДД';

/** A calendar day "2026-12-31": one of another shape is told the format, one the calendar lacks ("2026-02-30") so. */
export const dayKeySchema = z
  .string({ error: DAY_FORMAT })
  .refine((v) => DAY_KEY_PATTERN.test(v), { error: DAY_FORMAT, abort: true })
  .refine(isDayKey, { error: 'Такой даты нет в календаре' });

/** A calendar day "2026-12-31" (or the day of an ISO instant); empty means none. */
export const optionalDaySchema = z
  .union([z.string(), z.null()], { error: DAY_FORMAT })
  .optional()
  .transform((v) => (v ? v.slice(0, 10) : v === undefined ? undefined : null))
  .pipe(dayKeySchema.nullish());

/** A rule between fields, as the schemas, the server's merged updates and the mini app's form report it. */
export interface FieldIssue {
  field: string;
  message: string;
}

export function addFieldIssues(issues: readonly FieldIssue[], ctx: z.RefinementCtx): void {
  for (const { field, message } of issues) ctx.addIssue({ code: 'custom', path: [field], message });
}

/** Category 7 needs its own title (core.md 5). */
export function customTitleIssues(value: { category?: number | undefined; custom_category_title?: string | null | undefined }): FieldIssue[] {
  return value.category === CATEGORY_OTHER && !value.custom_category_title
    ? [{ field: 'custom_category_title', message: goalFormFieldTexts.customCategoryRequired }]
    : [];
}

export function requireCustomTitle(value: Parameters<typeof customTitleIssues>[0], ctx: z.RefinementCtx): void {
  addFieldIssues(customTitleIssues(value), ctx);
}

export const successSchema = z.object({ success: z.literal(true) });

/** The 403 of the free tier (core.md 8). */
export const limitErrorSchema = z.object({
  success: z.literal(false),
  code: z.literal('LIMIT_REACHED'),
  limit_type: z.enum(LIMIT_TYPES),
  error: z.string(),
  message: z.string(),
  current_count: z.number().int(),
  max_count: z.number().int(),
});
export type LimitError = z.infer<typeof limitErrorSchema>;
