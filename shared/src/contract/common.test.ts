import { describe, expect, it } from 'vitest';
import { idParamSchema, wholeNumberSchema } from './common.ts';

describe('numbers sent as text', () => {
  it('read a path id from decimal digits only', () => {
    for (const id of ['1', '42', '2147483647']) expect(idParamSchema.parse({ id })).toEqual({ id: Number(id) });
    for (const id of ['0x1', '1e0', '+1', '1.0', '0b1', '', ' ', '0', '-1', '2147483648', 'Infinity']) {
      expect(idParamSchema.safeParse({ id }).success, id).toBe(false);
    }
  });

  it('take JSON numbers as they are and texts with a sign or spaces around the digits', () => {
    const offset = wholeNumberSchema(-5, 5, 'Число от -5 до 5');
    expect(offset.parse(-3)).toBe(-3);
    expect(offset.parse('-3')).toBe(-3);
    expect(offset.parse(' 4 ')).toBe(4);
    expect(offset.safeParse('4.5').success).toBe(false);
    expect(offset.safeParse(null).success).toBe(false);
    expect(offset.safeParse(true).success).toBe(false);
  });
});
