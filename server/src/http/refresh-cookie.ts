import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { REFRESH_TOKEN_TTL_MS } from '../services/tokens.ts';

const NAME = 'refresh_token';
const PATH = '/api/auth';

/** The web app keeps its refresh token in an httpOnly cookie; the Mini App sends it in the body. */
export function setRefreshCookie(c: Context, token: string, secure: boolean): void {
  setCookie(c, NAME, token, {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: PATH,
    maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
  });
}

export function clearRefreshCookie(c: Context): void {
  deleteCookie(c, NAME, { path: PATH });
}

/** The refresh token from the body, else from the cookie. */
export function refreshTokenOf(c: Context, fromBody: string | undefined): string | undefined {
  return fromBody ?? getCookie(c, NAME);
}
