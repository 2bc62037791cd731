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

export interface SignedInUser {
  username: string;
  /** The access token, for setting the user's data up through the API before a page opens. */
  token: string;
}

/**
 * The one way tests sign a fresh local account in: registered through the API, its tokens stored
 * in the browser the way a login leaves them, applied when the next page opens (the login form
 * has its own tests in auth.spec.ts; skipping it saves a password hash per test on a busy machine).
 */
export async function signedInAs(page: Page, request: APIRequestContext, prefix: string): Promise<SignedInUser> {
  const username = uniqueUsername(prefix);
  const session = await registerViaApi(request, username);
  await storeSession(page, { ...session, username });
  return { username, token: session.token };
}

/** Opens Home and waits until it shows who is signed in (a first load on a busy machine can be slow). */
export async function openHomeAs(page: Page, user: SignedInUser): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('profile-name')).toHaveText(user.username, { timeout: 15_000 });
}

/** Signs `user` in through the API with Telegram's initData (making the account on the first time); answers the session. */
export async function telegramSignInViaApi(request: APIRequestContext, user: TelegramUser): Promise<StoredSession> {
  const initData = new URLSearchParams(miniAppUrl('/', user).split('#')[1]).get('tgWebAppData');
  const signedIn = await request.post('/api/auth/telegram/', { data: { init_data: initData } });
  expect(signedIn.ok()).toBe(true);
  return (await signedIn.json()) as StoredSession;
}

/** A Telegram-linked account in a plain browser (signed in with Telegram's initData, then opened in the browser); answers its token. */
export async function telegramUserInBrowser(page: Page, request: APIRequestContext, user: TelegramUser): Promise<string> {
  const session = await telegramSignInViaApi(request, user);
  await storeSession(page, session, 'telegram');
  return session.token;
}
