import { apiTexts } from '@tracker/shared/texts';
import { navigate } from 'wouter/use-browser-location';
import { createApiClient } from './api-client.ts';
import { clearSession, getAccessToken, getRefreshToken, isSignedIn, notifyAuthChanged, storeTokens } from './auth-store.ts';
import { showToast } from './toast.ts';
import { todayKey } from './today.ts';

/** Pages that stay put when the session is lost (core.md 4 "Session"). */
const STAY_ON_UNAUTHORIZED = ['/policy', '/rules', '/contact'];

/**
 * Forgets the session here and goes to /login, except from the pages that stay put (core.md 4
 * "Session"), saying why: 'Сессия истекла. Войдите снова.'. The server forgets it too: the refresh
 * cookie's token is revoked (best effort), so nothing renews the session behind the user's back
 * once they see /login.
 */
export function endSession(): void {
  if (isSignedIn()) showToast(apiTexts.sessionExpired, { type: 'warning' });
  clearSession();
  notifyAuthChanged();
  const path = window.location.pathname.replace(/\/+$/, '');
  if (!STAY_ON_UNAUTHORIZED.includes(path)) navigate('/login', { replace: true });
  revokeRefreshToken(null).catch(() => undefined);
}

/** POST /api/auth/logout/ — revokes `refreshToken`, else the refresh cookie's token. */
export function revokeRefreshToken(refreshToken: string | null): Promise<{ success: true }> {
  return api.post<{ success: true }>('/api/auth/logout/', refreshToken ? { refresh_token: refreshToken } : {}, {
    auth: false,
    withCredentials: true,
  });
}

/** The app's API client, wired to browser storage and the router. */
export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  origin: () => window.location.origin,
  getToken: () => getAccessToken(),
  getRefreshToken: () => getRefreshToken(),
  storeTokens: (token, refreshToken) => storeTokens(token, refreshToken),
  deviceDay: () => todayKey(),
  deviceTime: () => new Date().toISOString(),
  onUnauthorized: endSession,
});
