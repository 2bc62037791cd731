import { getAuthType, isSignedIn, readStoredUser, saveSession } from '../../lib/auth-store.ts';
import { getInitDataRaw, getTelegramUserId } from '../../lib/telegram.ts';
import { loginWithInitData } from './api/login-telegram.ts';
import { completeSignIn, sessionFrom } from './session.ts';

/** Whether the stored session already belongs to the Telegram user who opened the app. */
export function hasSessionForTelegramUser(): boolean {
  const telegramId = getTelegramUserId();
  const user = readStoredUser();
  return (
    telegramId !== null &&
    isSignedIn() &&
    getAuthType() === 'telegram' &&
    user !== null &&
    String(user.telegram_id) === String(telegramId)
  );
}

/** Signs in with the Mini App's initData (POST /api/auth/telegram/) and announces it. */
export async function signInWithInitData(): Promise<void> {
  const initData = getInitDataRaw();
  if (!initData) throw new Error('initData is missing');
  completeSignIn(await loginWithInitData(initData), 'telegram');
}

/**
 * The API client's 401 repair inside Telegram: a fresh sign-in from initData instead of the
 * refresh cookie, which a cross-site iframe may not send (ARCHITECTURE.md "Sign-in").
 */
export async function reauthenticateWithInitData(): Promise<boolean> {
  const initData = getInitDataRaw();
  if (!initData) return false;
  try {
    // Same person, fresh tokens: stored quietly (no auth-changed, nothing reloads).
    saveSession(sessionFrom(await loginWithInitData(initData), 'telegram'));
    return true;
  } catch {
    return false;
  }
}
