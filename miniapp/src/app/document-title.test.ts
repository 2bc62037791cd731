import { describe, expect, it } from 'vitest';
import { documentTitleOf } from './document-title.ts';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from './route-access.ts';

describe('documentTitleOf', () => {
  it("names each page with its heading and the app's name", () => {
    expect(documentTitleOf('/profile')).toBe('Профиль — Трекер');
    expect(documentTitleOf('/target/')).toBe('Цели и привычки — Трекер');
    expect(documentTitleOf('/policy')).toBe('Политика конфиденциальности — Трекер');
    expect(documentTitleOf('/login')).toBe('Вход — Трекер');
  });

  it("is the app's name alone on Home and on unknown addresses", () => {
    expect(documentTitleOf('/')).toBe('Трекер');
    expect(documentTitleOf('/home')).toBe('Трекер');
    expect(documentTitleOf('/nowhere')).toBe('Трекер');
  });

  it('gives every other route a title of its own', () => {
    const pages = [...PROTECTED_ROUTES, ...PUBLIC_ROUTES].filter((path) => path !== '/' && path !== '/home');
    const titles = pages.map(documentTitleOf);
    expect(titles.every((title) => title.endsWith(' — Трекер'))).toBe(true);
    expect(new Set(titles).size).toBe(pages.length);
  });
});
