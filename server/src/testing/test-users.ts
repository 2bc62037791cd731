import { signAccessToken } from '../services/tokens.ts';
import { insertUser, setTimeZone } from '../services/users.ts';
import { TEST_SESSION_SECRET, type TestApp } from './test-app.ts';

let counter = 0;

export interface TestUser {
  userId: number;
  /** A fresh access token at the test clock's now, so tests can move time by days. */
  readonly token: string;
}

/**
 * A fresh signed-in user, made by the same services sign-up uses but without hashing a password
 * (auth.test.ts covers that path; here it would only cost half a second per user).
 */
export async function signUp(t: TestApp, timezone?: string): Promise<TestUser> {
  counter += 1;
  const userId = await insertUser(t.db, { username: `user_${counter}`, first_name: null, last_name: null, photo_url: null }, t.clock.now());
  if (timezone) await setTimeZone(t.db, userId, timezone);
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
