import { signAccessToken } from '../services/tokens.ts';
import { insertUser, setTimeZone } from '../services/users.ts';
import { TEST_SESSION_SECRET, type TestApp } from './test-app.ts';

let counter = 0;

export interface TestUser {
  userId: number;
  /** A fresh access token at the test clock's now, so tests can move time by days. */
  readonly token: string;
}

/** Where test users live unless a test says otherwise (the app has told the server their zone). */
export const TEST_USER_TIME_ZONE = 'Europe/Moscow';

/**
 * A fresh signed-in user in `timezone`, made by the same services sign-up uses but without hashing
 * a password (auth.test.ts covers that path; here it would only cost half a second per user).
 */
export async function signUp(t: TestApp, timezone = TEST_USER_TIME_ZONE): Promise<TestUser> {
  counter += 1;
  const userId = await insertUser(t.db, { username: `user_${counter}`, first_name: null, last_name: null, photo_url: null }, t.clock.now());
  await setTimeZone(t.db, userId, timezone, t.clock.now());
  return {
    userId,
    get token() {
      return signAccessToken(userId, TEST_SESSION_SECRET, t.clock.now());
    },
  };
}

/** Gives a user an active subscription until `until` (payments arrive in a later issue). */
export async function subscribe(t: TestApp, userId: number, until: Date): Promise<void> {
  await t.db.updateTable('users').set({ subscription_expires_at: until.toISOString() }).where('id', '=', userId).execute();
}

/** Links Telegram account `telegramId` to a user, as the account settings' linking would: payments by it are that user's. */
export async function linkTelegram(t: TestApp, userId: number, telegramId: number): Promise<void> {
  await t.db.insertInto('identities').values({ user_id: userId, provider: 'telegram', subject: String(telegramId), secret: null, created_at: t.clock.now().toISOString() }).execute();
}
