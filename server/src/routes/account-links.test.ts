import { sign } from '@telegram-apps/init-data-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPendingLogin } from '../services/pending-logins.ts';
import { registerChat } from '../services/reminders.ts';
import { TEST_BOT_TOKEN, TEST_SESSION_SECRET, createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { type TestUser, signUp } from '../testing/test-users.ts';

/** Account settings: linking Telegram to a signed-in (e.g. local) user, by the bot or by signed data (rewards.md 2.6). */
describe.each(databaseKinds)('linking Telegram to an account on %s', (kind) => {
  let t: TestApp;
  let keyCounter = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const bot = () => ({ db: t.db, sessionSecret: TEST_SESSION_SECRET, now: t.clock.now });
  const freshKey = () => `link-key-${kind}-${++keyCounter}-0123456789`;
  const initLink = (key: string, token?: string) =>
    t.request('/api/auth/pending/init/', { method: 'POST', json: { session_key: key, link: true }, ...(token ? { token } : {}) });
  const profileOf = async (user: TestUser) => (await t.request('/api/user/profile/', { token: user.token })).json();
  const initData = (account: { id: number; first_name: string }) =>
    sign({ user: account as never, signature: 'test-signature', query_id: 'AAH' }, TEST_BOT_TOKEN, t.clock.now());

  it('links the Telegram account that opened the bot to the user who asked, and keeps their session theirs', async () => {
    const user = await signUp(t);
    expect((await profileOf(user)).auth).toEqual({ is_telegram_linked: false, is_vk_linked: false });
    const key = freshKey();
    expect((await initLink(key, user.token)).status).toBe(200);

    expect(await confirmPendingLogin(bot(), key, { id: 880001, first_name: 'Ирина', photo_url: 'https://t.me/i/irina.jpg' })).toBe('linked');
    const status = await (await t.request(`/auth/pending/status/?session_key=${key}`)).json();
    expect(status).toMatchObject({ ready: true, user_id: user.userId, token: expect.any(String) });

    const profile = await profileOf(user);
    expect(profile).toMatchObject({ auth: { is_telegram_linked: true }, telegram_id: 880001, first_name: 'Ирина', photo_url: 'https://t.me/i/irina.jpg' });
    // Signing in with that Telegram account later opens the same user, not a new one.
    const signIn = await (await t.request('/api/auth/telegram/', { method: 'POST', json: { init_data: initData({ id: 880001, first_name: 'Ирина' }) } })).json();
    expect(signIn.user_id).toBe(user.userId);
  });

  it('takes over a Telegram account the bot only knows from a /start, with its chat, and drops that empty user', async () => {
    const bare = await registerChat(bot(), { id: 880007, first_name: 'Лев' });
    const user = await signUp(t);
    const key = freshKey();
    await initLink(key, user.token);
    expect(await confirmPendingLogin(bot(), key, { id: 880007, first_name: 'Лев' })).toBe('linked');
    expect((await profileOf(user)).telegram_id).toBe(880007);
    expect(await t.db.selectFrom('telegram_chats').select('user_id').where('user_id', 'in', [bare, user.userId]).execute()).toEqual([{ user_id: user.userId }]);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', bare).execute()).toEqual([]);
  });

  it('keeps the name the user chose over the one from Telegram', async () => {
    const user = await signUp(t);
    await t.db.updateTable('users').set({ first_name: 'Маша' }).where('id', '=', user.userId).execute();
    const key = freshKey();
    await initLink(key, user.token);
    expect(await confirmPendingLogin(bot(), key, { id: 880002, first_name: 'Мария' })).toBe('linked');
    expect((await profileOf(user)).first_name).toBe('Маша');
  });

  it('refuses a Telegram account that already belongs to another user, and the browser hears why', async () => {
    const owner = await (await t.request('/api/auth/telegram/', { method: 'POST', json: { init_data: initData({ id: 880003, first_name: 'Пётр' }) } })).json();
    const user = await signUp(t);
    const key = freshKey();
    await initLink(key, user.token);

    expect(await confirmPendingLogin(bot(), key, { id: 880003, first_name: 'Пётр' })).toBe('TELEGRAM_ACCOUNT_TAKEN');
    const status = await t.request(`/auth/pending/status/?session_key=${key}`);
    expect(status.status).toBe(409);
    expect(await status.json()).toMatchObject({ success: false, ready: false, code: 'TELEGRAM_ACCOUNT_TAKEN', error: expect.stringMatching(/уже привязан/) });
    expect((await profileOf(user)).auth.is_telegram_linked).toBe(false);
    // The owner keeps the account; a second try with the same key is a dead key.
    const again = await (await t.request('/api/auth/telegram/', { method: 'POST', json: { init_data: initData({ id: 880003, first_name: 'Пётр' }) } })).json();
    expect(again.user_id).toBe(owner.user_id);
    expect(await confirmPendingLogin(bot(), key, { id: 880003, first_name: 'Пётр' })).toBe('unknown');
  });

  it('refuses a second, different Telegram account for a user who has one', async () => {
    const user = await signUp(t);
    const first = freshKey();
    await initLink(first, user.token);
    expect(await confirmPendingLogin(bot(), first, { id: 880004, first_name: 'Анна' })).toBe('linked');
    const second = freshKey();
    await initLink(second, user.token);
    expect(await confirmPendingLogin(bot(), second, { id: 880005, first_name: 'Анна' })).toBe('TELEGRAM_ALREADY_LINKED');
    expect((await profileOf(user)).telegram_id).toBe(880004);
  });

  it('needs a signed-in user to ask for a link, and a link key is not a sign-in key', async () => {
    const key = freshKey();
    const anonymous = await initLink(key);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect((await initLink(key, 'not-a-token')).status).toBe(401);

    const user = await signUp(t);
    await initLink(key, user.token);
    const plain = await t.request('/api/auth/pending/init/', { method: 'POST', json: { session_key: key } });
    expect(plain.status).toBe(409);
    const badFlag = await t.request('/api/auth/pending/init/', { method: 'POST', token: user.token, json: { session_key: freshKey(), link: 'yes' } });
    expect(badFlag.status).toBe(400);
    expect((await badFlag.json()).fields.link).toBe('Должно быть true или false');
  });

  it('links with signed Telegram data through POST /api/auth/link/telegram/', async () => {
    // A real local account (an identity and a session), so its Telegram is never an empty bot user's.
    const registered = await (await t.request('/api/auth/register/', { method: 'POST', json: { username: `linker_${kind}`, password: 'password-123' } })).json();
    const user: TestUser = { userId: registered.user_id, token: registered.token };
    const res = await t.request('/api/auth/link/telegram/', { method: 'POST', token: user.token, json: { init_data: initData({ id: 880006, first_name: 'Глеб' }) } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, auth: { is_telegram_linked: true, is_vk_linked: false } });
    expect((await profileOf(user)).telegram_id).toBe(880006);

    const other = await signUp(t);
    const taken = await t.request('/api/auth/link/telegram/', { method: 'POST', token: other.token, json: { init_data: initData({ id: 880006, first_name: 'Глеб' }) } });
    expect(taken.status).toBe(409);
    expect((await taken.json()).code).toBe('TELEGRAM_ACCOUNT_TAKEN');
    const forged = await t.request('/api/auth/link/telegram/', { method: 'POST', token: other.token, json: { init_data: 'user=%7B%7D&hash=abc' } });
    expect(forged.status).toBe(401);
    expect((await t.request('/api/auth/link/telegram/', { method: 'POST', json: {} })).status).toBe(401);
  });
});
