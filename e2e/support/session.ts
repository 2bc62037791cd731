import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { registerViaApi, uniqueUsername } from './app.ts';
import { type TelegramUser, miniAppUrl } from './telegram.ts';

export interface StoredSession {
  token: string;
  user_id: number;
  refresh_token?: string;
  username?: string;
}

/** Puts a session in the browser's storage before the app starts, the way a sign-in leaves it. */
export async function storeSession(page: Page, session: StoredSession, authType: 'local' | 'telegram' = 'local'): Promise<void> {
  await page.addInitScript(
    ({ s, type }) => {
      if (localStorage.getItem('auth_token')) return;
      localStorage.setItem('auth_token', s.token);
      localStorage.setItem('auth_user_id', String(s.user_id));
      localStorage.setItem('auth_type', type);
      if (s.refresh_token) localStorage.setItem('refresh_token', s.refresh_token);
      if (s.username) localStorage.setItem('auth_username', s.username);
    },
    { s: session, type: authType },
  );
}

/** A fresh local account whose session is in the browser before the app starts (the login form is tested elsewhere). */
export async function signedInAs(page: Page, request: APIRequestContext, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  await storeSession(page, await registerViaApi(request, username));
  return username;
}

/** A Telegram-linked account in a plain browser (signed in with Telegram's initData, then opened in the browser); answers its token. */
export async function telegramUserInBrowser(page: Page, request: APIRequestContext, user: TelegramUser): Promise<string> {
  const initData = new URLSearchParams(miniAppUrl('/', user).split('#')[1]).get('tgWebAppData');
  const signedIn = await request.post('/api/auth/telegram/', { data: { init_data: initData } });
  expect(signedIn.ok()).toBe(true);
  const session = (await signedIn.json()) as StoredSession;
  await storeSession(page, session, 'telegram');
  return session.token;
}
