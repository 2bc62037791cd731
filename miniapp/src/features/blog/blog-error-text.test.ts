import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { blogErrorText } from './blog-error-text.ts';

describe('blogErrorText', () => {
  it('prefers the server text, then the transport text, then the default', () => {
    expect(blogErrorText(new ApiError('Запись не найдена', 404, 'BLOG_POST_NOT_FOUND', 'Запись не найдена'), 'Ошибка загрузки записи')).toBe('Запись не найдена');
    expect(blogErrorText(new ApiError('Таймаут запроса к API. Backend не отвечает на x', 0, 'TIMEOUT'), 'Ошибка загрузки записей')).toBe(
      'Таймаут запроса к API. Backend не отвечает на x',
    );
    expect(blogErrorText(new ApiError('HTTP 502', 502), 'Ошибка загрузки записей')).toBe('Ошибка загрузки записей');
    expect(blogErrorText(new TypeError('x'), 'Ошибка загрузки категорий')).toBe('Ошибка загрузки категорий');
  });
});
