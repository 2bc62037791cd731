import { z } from 'zod';
import { defaultFieldTexts as texts } from '@tracker/shared/texts';

/** zod's own Russian texts, for the rare issues plain words below do not cover. */
const zodRussian = z.locales.ru().localeError;

/**
 * The message of an issue whose schema gives none of its own: plain Russian by the issue's kind
 * ('Должно быть строкой', 'Слишком длинно: максимум 200 символов'), never zod's machine-like
 * 'Неверный ввод: ожидалось string, получено null'.
 */
export const russianFieldMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return texts.required;
      return texts.mustBe[issue.expected] ?? texts.wrongType;
    case 'too_big':
      if (issue.origin === 'string') return texts.tooLong(Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return texts.tooMany(Number(issue.maximum));
      return texts.atMost(String(issue.maximum), issue.inclusive ?? true);
    case 'too_small':
      if (issue.origin === 'string') return texts.tooShort(Number(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set') return texts.tooFew(Number(issue.minimum));
      return texts.atLeast(String(issue.minimum), issue.inclusive ?? true);
    case 'invalid_value':
      return texts.oneOf(issue.values.map(String));
    case 'invalid_format':
      return texts.badFormat;
    case 'invalid_union':
    case 'invalid_element':
    case 'invalid_key':
      return texts.invalid;
    default:
      return zodRussian(issue);
  }
};
