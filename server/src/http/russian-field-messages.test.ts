import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '@tracker/shared/contract';
import { DomainError } from '../domain-error.ts';
import { parseInput } from './parse-input.ts';

/** The `fields` a 400 names for `input`, with zod's own messages (the schemas below give none). */
function fieldsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (error instanceof DomainError) return error.details.fields as Record<string, string>;
    throw error;
  }
  throw new Error('parsed');
}

describe('the default field messages', () => {
  const schema = z.object({
    text: z.string().min(3).max(5),
    line: z.string().min(1),
    count: z.number().int().min(0).max(10),
    positive: z.number().positive(),
    flag: z.boolean(),
    list: z.array(z.string()).min(1).max(2),
    kind: z.enum(['a', 'b']),
    code: z.string().regex(/^\d+$/),
    either: z.union([z.number(), z.boolean()]),
  });

  it.each([
    [{}, 'text', 'Обязательное поле'],
    [{ text: null }, 'text', 'Должно быть строкой'],
    [{ text: 'ab' }, 'text', 'Слишком коротко: минимум 3 символа'],
    [{ text: 'abcdef' }, 'text', 'Слишком длинно: максимум 5 символов'],
    [{ line: '' }, 'line', 'Не может быть пустым'],
    [{ count: '1' }, 'count', 'Должно быть числом'],
    [{ count: 1.5 }, 'count', 'Должно быть целым числом'],
    [{ count: -1 }, 'count', 'Не меньше 0'],
    [{ count: 11 }, 'count', 'Не больше 10'],
    [{ positive: 0 }, 'positive', 'Больше 0'],
    [{ flag: 'yes' }, 'flag', 'Должно быть true или false'],
    [{ list: {} }, 'list', 'Должно быть списком'],
    [{ list: [] }, 'list', 'Слишком мало: минимум 1 элемент'],
    [{ list: ['a', 'b', 'c'] }, 'list', 'Слишком много: максимум 2 элемента'],
    [{ kind: 'c' }, 'kind', 'Допустимые значения: a, b'],
    [{ code: 'x' }, 'code', 'Неверный формат'],
    [{ either: 'x' }, 'either', 'Неверное значение'],
  ])('%j names %s: %s', (input, field, message) => {
    expect(fieldsOf(schema, input)[field]).toBe(message);
  });

  it("never uses zod's machine words (types, <=, 'ожидалось')", () => {
    const all = Object.values(fieldsOf(schema, { text: 5, line: [], count: null, positive: 'x', flag: null, list: 'x', kind: 1, code: 2, either: null }));
    for (const message of all) expect(message).not.toMatch(/ожидалось|string|number|boolean|null|[<>]=?/);
  });
});

describe('the messages of every request and query schema of the contract', () => {
  const WRONG_VALUES: unknown[] = [undefined, null, 123, -5, 1.5, '', 'x'.repeat(10_000), true, [], {}, [null], ['x'], [{}]];
  const schemas = Object.entries(contract).filter(([name, schema]) => /(Request|Query)Schema$/.test(name) && schema instanceof z.ZodObject) as [string, z.ZodObject][];

  it('covers the contract', () => {
    expect(schemas.length).toBeGreaterThan(20);
  });

  it.each(schemas)("%s: no message names its own field (the error puts the name in front) or uses zod's words", (_name, schema) => {
    for (const key of Object.keys(schema.shape)) {
      for (const value of WRONG_VALUES) {
        const parsed = schema.safeParse({ [key]: value });
        for (const issue of parsed.success ? [] : parsed.error.issues) {
          const field = String(issue.path.at(-1) ?? '');
          expect(issue.message, `${issue.path.join('.')} ← ${JSON.stringify(value)}`).not.toMatch(new RegExp(`^${field}\\b|ожидалось|получено`));
        }
      }
    }
  });
});
