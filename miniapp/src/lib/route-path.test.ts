import { describe, expect, it } from 'vitest';
import { isEmbeddedLogin, isWidePage, normalizePath } from './route-path.ts';

describe('normalizePath', () => {
  it('drops trailing slashes', () => {
    expect(normalizePath('/target/')).toBe('/target');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });
});

describe('isEmbeddedLogin', () => {
  it('is /login with any link parameter, with or without a trailing slash', () => {
    expect(isEmbeddedLogin('/login', '?link=vk')).toBe(true);
    expect(isEmbeddedLogin('/login/', 'link=telegram&code=1')).toBe(true);
    expect(isEmbeddedLogin('/login', '?link=')).toBe(true);
  });

  it('is not the plain login or another page with link', () => {
    expect(isEmbeddedLogin('/login', '')).toBe(false);
    expect(isEmbeddedLogin('/login', '?code=1')).toBe(false);
    expect(isEmbeddedLogin('/profile', '?link=vk')).toBe(false);
  });
});

describe('isWidePage', () => {
  it('is the blog and its pages, with or without a trailing slash, and nothing else', () => {
    expect(isWidePage('/blog')).toBe(true);
    expect(isWidePage('/blog/')).toBe(true);
    expect(isWidePage('/blog/12')).toBe(true);
    expect(isWidePage('/blogger')).toBe(false);
    expect(isWidePage('/profile')).toBe(false);
    expect(isWidePage('/')).toBe(false);
  });
});
