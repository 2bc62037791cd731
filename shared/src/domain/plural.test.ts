import { describe, expect, it } from 'vitest';
import { PERIOD_LENGTH_FORMS, PERIOD_UNIT_FORMS, PLURAL_FORMS, formatCountRu, formatNumberRu, pluralRu } from './plural.ts';

describe('pluralRu', () => {
  const entry = PLURAL_FORMS.entry;

  it.each([
    [1, 'запись'],
    [21, 'запись'],
    [101, 'запись'],
    [2, 'записи'],
    [3, 'записи'],
    [4, 'записи'],
    [22, 'записи'],
    [104, 'записи'],
    [0, 'записей'],
    [5, 'записей'],
    [11, 'записей'],
    [12, 'записей'],
    [14, 'записей'],
    [19, 'записей'],
    [111, 'записей'],
    [112, 'записей'],
    [25, 'записей'],
  ])('%i -> %s', (count, expected) => {
    expect(pluralRu(count, entry)).toBe(expected);
  });

  it('uses the absolute value for negative counts', () => {
    expect(pluralRu(-1, PLURAL_FORMS.coin)).toBe('монета');
    expect(pluralRu(-7, PLURAL_FORMS.coin)).toBe('монет');
  });

  it('uses the few form for fractions', () => {
    expect(pluralRu(1.5, PLURAL_FORMS.day)).toBe('дня');
  });

  it('formats a count with its word', () => {
    expect(formatCountRu(3, PLURAL_FORMS.goal)).toBe('3 цели');
    expect(formatCountRu(5, PLURAL_FORMS.month)).toBe('5 месяцев');
    expect(formatCountRu(1, PLURAL_FORMS.week)).toBe('1 неделя');
    expect(formatCountRu(12_345, PLURAL_FORMS.coin)).toBe('12\u00a0345 монет');
  });

  it('sets thousands apart from five digits on, as Russian print does', () => {
    expect(formatNumberRu(1234)).toBe('1234');
    expect(formatNumberRu(10_000)).toBe('10\u00a0000');
    expect(formatNumberRu(1_234_567)).toBe('1\u00a0234\u00a0567');
    expect(formatNumberRu(-12_345)).toBe('-12\u00a0345');
  });
});

describe('PERIOD_UNIT_FORMS', () => {
  it('names each habit period unit', () => {
    expect(formatCountRu(21, PERIOD_UNIT_FORMS.days)).toBe('21 день');
    expect(formatCountRu(3, PERIOD_UNIT_FORMS.weeks)).toBe('3 недели');
    expect(formatCountRu(6, PERIOD_UNIT_FORMS.months)).toBe('6 месяцев');
  });
});

describe('PERIOD_LENGTH_FORMS', () => {
  it("says a period after 'На' in the accusative: a week is 'неделю', days and months as named", () => {
    const lengths = (unit: keyof typeof PERIOD_LENGTH_FORMS) => [1, 2, 5, 21, 22, 111].map((n) => formatCountRu(n, PERIOD_LENGTH_FORMS[unit]));
    expect(lengths('weeks')).toEqual(['1 неделю', '2 недели', '5 недель', '21 неделю', '22 недели', '111 недель']);
    expect(lengths('days')).toEqual(['1 день', '2 дня', '5 дней', '21 день', '22 дня', '111 дней']);
    expect(lengths('months')).toEqual(['1 месяц', '2 месяца', '5 месяцев', '21 месяц', '22 месяца', '111 месяцев']);
  });
});
