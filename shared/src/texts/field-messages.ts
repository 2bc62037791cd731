import { CUSTOM_CATEGORY_MAX, GOAL_TITLE_MAX } from '../domain/goal-rules.ts';
import { type RussianPluralForms, formatCountRu } from '../domain/plural.ts';
import { fieldTexts } from './errors.ts';
import { contactFormTexts } from './profile-edit.ts';

/** Russian field messages of the contract's schemas (the server's 400 answers). */

/**
 * The list query parameters (?page=, ?page_size=, ?per_page=, ?limit=, the blog's ?category=).
 * Like every field message they do not name their field: the answer's error puts it in front
 * ('page: целое число от 1') and `fields` is keyed by it.
 */
export const queryTexts = {
  page: 'Целое число от 1',
  pageSize: (max: number) => `Число от 1 до ${max}`,
  blogCategory: 'Идентификатор категории, целое число от 1',
} as const;

/**
 * The goal and habit form's messages, word for word from core.md 5. The mini app shows them
 * beside their fields, and a 400 answers them as they are (they say what they are about), unlike
 * the other field messages, which the answer's error puts their field in front of.
 */
export const goalFormFieldTexts = {
  titleRequired: 'Введите название',
  titleTooLong: `Название слишком длинное (максимум ${GOAL_TITLE_MAX} символов)`,
  categoryRequired: 'Пожалуйста, выберите категорию цели',
  customCategoryRequired: 'Пожалуйста, введите название категории',
  customCategoryTooLong: `Название категории не должно превышать ${CUSTOM_CATEGORY_MAX} символов`,
} as const;

/**
 * core.md 5's second message for a goal or habit title over 200 ("also"): the mini app's error toast
 * when the form refuses a save for that title, while titleTooLong stands beside the field.
 */
export const goalTitleTooLongNotice = `Название цели не должно превышать ${GOAL_TITLE_MAX} символов`;

/** Field messages that read on their own, so a 400's error is the message alone. */
export const selfExplainingFieldTexts: ReadonlySet<string> = new Set(Object.values(goalFormFieldTexts));

/** The profile edit and the contact form; `label` names the field. */
export const profileFieldTexts = {
  nicknameTooLong: (max: number) => `Никнейм должен быть не длиннее ${max} символов`,
  bioTooLong: (max: number) => `Описание «О себе» должно быть не длиннее ${max} символов`,
  required: (label: string) => `${label}: обязательное поле`,
  tooLong: (label: string, max: number) => `${label}: не длиннее ${max} символов`,
  subject: contactFormTexts.subjectLabel,
  message: contactFormTexts.messageLabel,
  contact: 'Контакт',
} as const;

const CHARACTERS: RussianPluralForms = ['символ', 'символа', 'символов'];
const ITEMS: RussianPluralForms = ['элемент', 'элемента', 'элементов'];

/**
 * A field's message when its schema gives none of its own (the server's zod error map): plain
 * Russian in place of zod's 'ожидалось string, получено null'.
 */
export const defaultFieldTexts = {
  required: fieldTexts.required,
  /** By the JSON type the field needs. */
  mustBe: {
    string: fieldTexts.mustBeString,
    number: 'Должно быть числом',
    int: 'Должно быть целым числом',
    boolean: fieldTexts.mustBeBoolean,
    array: 'Должно быть списком',
    object: 'Должно быть объектом',
  } as Readonly<Record<string, string>>,
  wrongType: 'Неверный тип значения',
  tooLong: (max: number) => `Слишком длинно: максимум ${formatCountRu(max, CHARACTERS)}`,
  tooShort: (min: number) => (min <= 1 ? 'Не может быть пустым' : `Слишком коротко: минимум ${formatCountRu(min, CHARACTERS)}`),
  tooMany: (max: number) => `Слишком много: максимум ${formatCountRu(max, ITEMS)}`,
  tooFew: (min: number) => `Слишком мало: минимум ${formatCountRu(min, ITEMS)}`,
  atMost: (max: string, inclusive: boolean) => (inclusive ? `Не больше ${max}` : `Меньше ${max}`),
  atLeast: (min: string, inclusive: boolean) => (inclusive ? `Не меньше ${min}` : `Больше ${min}`),
  oneOf: (values: readonly string[]) => `Допустимые значения: ${values.join(', ')}`,
  badFormat: 'Неверный формат',
  invalid: 'Неверное значение',
} as const;
