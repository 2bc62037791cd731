import { describe, expect, it } from 'vitest';
import { PLURAL_FORMS, pluralRu } from './plural.ts';
import { HOME_NOTES_STEP, nextStepCount } from './notes-preview.ts';

describe('Home notes preview', () => {
  it('reveals at most 4 more notes per step', () => {
    expect(HOME_NOTES_STEP).toBe(4);
    expect(nextStepCount(4, 11)).toBe(4);
    expect(nextStepCount(8, 11)).toBe(3);
    expect(nextStepCount(11, 11)).toBe(0);
    expect(nextStepCount(10, 25, 10)).toBe(10);
  });

  it("labels the button 'Показать ещё N запись/записи/записей'", () => {
    const label = (n: number) => `Показать ещё ${n} ${pluralRu(n, PLURAL_FORMS.entry)}`;
    expect(label(1)).toBe('Показать ещё 1 запись');
    expect(label(3)).toBe('Показать ещё 3 записи');
    expect(label(4)).toBe('Показать ещё 4 записи');
    expect(nextStepCount(4, 9)).toBe(4);
    expect(label(nextStepCount(8, 9))).toBe('Показать ещё 1 запись');
  });
});
