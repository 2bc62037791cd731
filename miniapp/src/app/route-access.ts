import { isEmbeddedLogin, normalizePath } from '../lib/route-path.ts';

/** Routes anyone may open (core.md 2, 6). */
export const PUBLIC_ROUTES = ['/login', '/policy', '/rules', '/contact', '/about'] as const;

/** Routes that need sign-in (core.md 2). */
export const PROTECTED_ROUTES = [
  '/',
  '/home',
  '/target',
  '/mood',
  '/profile',
  '/bell',
  '/gift',
  '/blog',
  '/achievements',
] as const;

/** Bottom-navigation roots: no Telegram Back Button there. */
export const ROOT_ROUTES = ['/', '/home', '/target', '/mood', '/profile', '/bell'] as const;

export function isPublicRoute(path: string): boolean {
  return (PUBLIC_ROUTES as readonly string[]).includes(normalizePath(path));
}

/** Query parameters that carry a sign-in back to us and must survive the trip to /login. */
const RETURN_PARAMS = ['auth_token', 'session_key', 'code'];

/**
 * Where the route guard sends a visitor, or null to stay (core.md 2 "Route guard"):
 * /api... -> /; public routes pass; /login while signed in -> / (not in embedded `?link=` mode);
 * anything else without sign-in -> /login.
 */
export function guardRedirect(path: string, search: string, signedIn: boolean): string | null {
  const normalized = normalizePath(path);
  if (normalized === '/api' || normalized.startsWith('/api/')) return '/';
  if (normalized !== path) return `${normalized}${search ? (search.startsWith('?') ? search : `?${search}`) : ''}`;
  if (normalized === '/login') return signedIn && !isEmbeddedLogin(normalized, search) ? '/' : null;
  const params = new URLSearchParams(search);
  // Already signed in, a token in the address is not used: it leaves the address (and the history).
  if (signedIn && params.has('auth_token')) {
    params.delete('auth_token');
    params.delete('user_id');
    const rest = params.toString();
    return rest ? `${normalized}?${rest}` : normalized;
  }
  if (isPublicRoute(normalized)) return null;
  if (signedIn) return null;
  const carriesSignIn = RETURN_PARAMS.some((name) => params.has(name));
  return carriesSignIn ? `/login?${params}` : '/login';
}

/** Nested screens show Telegram's Back Button; roots and the login screen do not. */
export function isNestedScreen(path: string): boolean {
  const normalized = normalizePath(path);
  return normalized !== '/login' && !(ROOT_ROUTES as readonly string[]).includes(normalized);
}
