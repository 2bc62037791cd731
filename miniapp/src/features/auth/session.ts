import type { AuthResponse } from '@tracker/shared/contract';
import { loginTexts } from '@tracker/shared/texts';
import { navigate } from 'wouter/use-browser-location';
import {
  type AuthType,
  type NewSession,
  clearSession,
  getRefreshToken,
  notifyAuthChanged,
  saveSession,
} from '../../lib/auth-store.ts';
import { revokeRefreshToken } from '../../lib/api.ts';
import { isEmbeddedLogin } from '../../lib/route-path.ts';
import { showToast } from '../../lib/toast.ts';

/** The session a sign-in answer stands for. */
export function sessionFrom(answer: AuthResponse, type: AuthType): NewSession {
  return {
    token: answer.token,
    refreshToken: answer.refresh_token,
    userId: answer.user_id,
    type,
    username: answer.user.username,
    user: answer.user,
  };
}

/** Stores a sign-in answer and announces it (auth-changed). */
export function completeSignIn(answer: AuthResponse, type: AuthType): void {
  signInWith(sessionFrom(answer, type));
}

export function signInWith(session: NewSession): void {
  saveSession(session);
  notifyAuthChanged();
}

/**
 * Logs out: revokes the refresh token on the server (best effort), clears the stored auth keys,
 * says 'Вы успешно вышли из системы' and goes to /login.
 */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  clearSession();
  notifyAuthChanged();
  showToast(loginTexts.loggedOut, { type: 'success' });
  // The embedded login stays embedded.
  const embedded = isEmbeddedLogin(window.location.pathname, window.location.search);
  navigate(embedded ? `/login${window.location.search}` : '/login');
  try {
    await revokeRefreshToken(refreshToken);
  } catch (error) {
    // The local session is gone either way; the server token expires by itself.
    console.warn(loginTexts.logoutFailed, error);
  }
}
