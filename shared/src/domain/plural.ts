import type { PeriodUnit } from './habit-rules.ts';

/** Russian noun forms for 1, 2-4 and 5+ items: ['запись', 'записи', 'записей']. */
export type RussianPluralForms = readonly [one: string, few: string, many: string];

/**
 * Picks the Russian plural form for a count: 1, 21, 101 -> one; 2-4, 22-24 -> few;
 * 0, 5-20, 25-30, 11-14 of any hundred -> many. Fractions take the 'few' form.
 */
export function pluralRu(count: number, forms: RussianPluralForms): string {
  const n = Math.abs(count);
  if (!Number.isInteger(n)) return forms[1];
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** A whole number as Russian print sets it: from five digits on, thousands apart ('12 345', a no-break space); '1234' as it is. */
export function formatNumberRu(n: number): string {
  return Math.abs(n) >= 10_000 ? n.toLocaleString('ru-RU') : String(n);
}

/** '{count} {form}', e.g. '5 записей', '12 345 монет'. */
export function formatCountRu(count: number, forms: RussianPluralForms): string {
  return `${formatNumberRu(count)} ${pluralRu(count, forms)}`;
}

/** The word sets the spec names (core.md 9, rewards.md 9). */
export const PLURAL_FORMS = {
  day: ['день', 'дня', 'дней'],
  week: ['неделя', 'недели', 'недель'],
  month: ['месяц', 'месяца', 'месяцев'],
  goal: ['цель', 'цели', 'целей'],
  habit: ['привычка', 'привычки', 'привычек'],
  note: ['заметка', 'заметки', 'заметок'],
  entry: ['запись', 'записи', 'записей'],
  coin: ['монета', 'монеты', 'монет'],
  card: ['карточка', 'карточки', 'карточек'],
  game: ['игра', 'игры', 'игр'],
  time: ['раз', 'раза', 'раз'],
} as const satisfies Record<string, RussianPluralForms>;

/** The noun of a habit's period unit as the form names it: '1 неделя', '2 месяца' (core.md 4). */
export const PERIOD_UNIT_FORMS = {
  days: PLURAL_FORMS.day,
  weeks: PLURAL_FORMS.week,
  months: PLURAL_FORMS.month,
} as const satisfies Record<PeriodUnit, RussianPluralForms>;

/** The same nouns after 'На', in the accusative: 'На 1 неделю', 'На 21 неделю', 'На 3 недели', 'На 21 день'. */
export const PERIOD_LENGTH_FORMS = {
  ...PERIOD_UNIT_FORMS,
  weeks: ['неделю', 'недели', 'недель'],
} as const satisfies Record<PeriodUnit, RussianPluralForms>;
