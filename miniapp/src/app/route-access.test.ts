import { describe, expect, it } from 'vitest';
import { PROTECTED_ROUTES, PUBLIC_ROUTES, guardRedirect, isNestedScreen } from './route-access.ts';

describe('guardRedirect', () => {
  it('takes a sign-in token out of the address of a user already signed in, keeping the rest', () => {
    expect(guardRedirect('/', '?auth_token=abc&user_id=7', true)).toBe('/');
    expect(guardRedirect('/target', '?tab=calendar&auth_token=abc&user_id=7', true)).toBe('/target?tab=calendar');
    expect(guardRedirect('/blog', '?auth_token=abc', true)).toBe('/blog');
    expect(guardRedirect('/', '?auth_token=abc&user_id=7', false)).toBe('/login?auth_token=abc&user_id=7');
  });

  it('lets public routes pass either way', () => {
    for (const path of PUBLIC_ROUTES.filter((p) => p !== '/login')) {
      expect(guardRedirect(path, '', false)).toBeNull();
      expect(guardRedirect(path, '', true)).toBeNull();
    }
    expect(guardRedirect('/login', '', false)).toBeNull();
  });

  it('sends signed-out visitors of protected routes to /login', () => {
    for (const path of PROTECTED_ROUTES) expect(guardRedirect(path, '', false)).toBe('/login');
    expect(guardRedirect('/target', '?tab=calendar', false)).toBe('/login');
  });

  it('lets signed-in users through protected routes', () => {
    for (const path of PROTECTED_ROUTES) expect(guardRedirect(path, '', true)).toBeNull();
  });

  it('sends signed-in users away from /login, except in embedded link mode', () => {
    expect(guardRedirect('/login', '', true)).toBe('/');
    expect(guardRedirect('/login/', '', true)).toBe('/login');
    expect(guardRedirect('/login', '?link=telegram', true)).toBeNull();
  });

  it('sends any /api path to /', () => {
    expect(guardRedirect('/api', '', false)).toBe('/');
    expect(guardRedirect('/api/x', '', true)).toBe('/');
    expect(guardRedirect('/api/user/profile/', '', false)).toBe('/');
    expect(guardRedirect('/apiary', '', false)).toBe('/login');
  });

  it('keeps sign-in return parameters on the way to /login', () => {
    expect(guardRedirect('/', '?auth_token=t&user_id=1', false)).toBe('/login?auth_token=t&user_id=1');
    expect(guardRedirect('/', '?session_key=abc', false)).toBe('/login?session_key=abc');
  });

  it('treats unknown paths as needing sign-in', () => {
    expect(guardRedirect('/nowhere', '', false)).toBe('/login');
    expect(guardRedirect('/nowhere', '', true)).toBeNull();
  });
});

describe('trailing slashes', () => {
  it('are dropped first, keeping the query', () => {
    expect(guardRedirect('/target/', '?tab=calendar', true)).toBe('/target?tab=calendar');
    expect(guardRedirect('/about/', '', false)).toBe('/about');
    expect(guardRedirect('/', '', true)).toBeNull();
  });
});

describe('isNestedScreen', () => {
  it('is false for the bottom-nav roots, / and /login', () => {
    for (const path of ['/', '/home', '/target', '/mood', '/profile', '/bell', '/login', '/mood/']) {
      expect(isNestedScreen(path)).toBe(false);
    }
  });

  it('is true for the other screens', () => {
    for (const path of ['/gift', '/blog', '/achievements', '/about', '/policy', '/rules', '/contact']) {
      expect(isNestedScreen(path)).toBe(true);
    }
  });
});
