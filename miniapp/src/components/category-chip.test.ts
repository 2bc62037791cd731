import { describe, expect, it } from 'vitest';
import { categoryLabel } from './category-chip.tsx';

describe('categoryLabel (core.md 3 "Categories")', () => {
  it('names the seven categories', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((category) => categoryLabel(category, null))).toEqual([
      'Здоровье',
      'Обучение',
      'Карьера',
      'Творчество',
      'Отношения',
      'Финансы',
      'Другое',
    ]);
  });

  it("shows a custom title instead of 'Другое' (7) only", () => {
    expect(categoryLabel(7, 'Языки')).toBe('Языки');
    expect(categoryLabel(7, '')).toBe('Другое');
    expect(categoryLabel(2, 'Языки')).toBe('Обучение');
  });

  it("shows an unknown category as 'Без категории'", () => {
    for (const category of [0, 8, -1, 99]) expect(categoryLabel(category, null)).toBe('Без категории');
    expect(categoryLabel(0, 'Языки')).toBe('Без категории');
  });
});
