import { describe, expect, it } from 'vitest';
import { blogTexts } from './blog.ts';

describe('blogTexts', () => {
  it('says how many posts are shown with the genitive after "из"', () => {
    expect(blogTexts.shown(1, 12, 16)).toBe('Показано 1-12 из 16 записей');
    expect(blogTexts.shown(13, 16, 16)).toBe('Показано 13-16 из 16 записей');
    expect(blogTexts.shown(1, 1, 1)).toBe('Показано 1-1 из 1 записи');
    expect(blogTexts.shown(13, 21, 21)).toBe('Показано 13-21 из 21 записи');
    expect(blogTexts.shown(1, 3, 3)).toBe('Показано 1-3 из 3 записей');
  });

  it('counts views and minutes in Russian', () => {
    expect(blogTexts.views(0)).toBe('0 просмотров');
    expect(blogTexts.views(1)).toBe('1 просмотр');
    expect(blogTexts.views(3)).toBe('3 просмотра');
    expect(blogTexts.views(11)).toBe('11 просмотров');
    expect(blogTexts.readingTime(5)).toBe('5 мин');
    expect(blogTexts.readingTimeLabel(1)).toBe('Время чтения: 1 минута');
    expect(blogTexts.readingTimeLabel(2)).toBe('Время чтения: 2 минуты');
    expect(blogTexts.readingTimeLabel(5)).toBe('Время чтения: 5 минут');
  });
});
