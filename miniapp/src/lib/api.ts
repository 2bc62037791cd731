import { navigate } from 'wouter/use-browser-location';
import { createApiClient } from './api-client.ts';
import { clearSession, getAccessToken, getRefreshToken, notifyAuthChanged, storeTokens } from './auth-store.ts';
import { todayKey } from './today.ts';

/** Pages that stay put when the session is lost (core.md 4 "Session"). */
const STAY_ON_UNAUTHORIZED = ['/policy', '/rules', '/contact'];

/** Forgets the session here and goes to /login, except from the pages that stay put (core.md 4 "Session"). */
export function endSession(): void {
  clearSession();
  notifyAuthChanged();
  const path = window.location.pathname.replace(/\/+$/, '');
  if (!STAY_ON_UNAUTHORIZED.includes(path)) navigate('/login', { replace: true });
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
