import { sign } from '@telegram-apps/init-data-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../services/auth.ts';
import { confirmPendingLogin } from '../services/pending-logins.ts';
import { TEST_BOT_TOKEN, createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';

const tgUser = { id: 777001, first_name: 'Анна', last_name: 'Иванова', username: 'anna_tg', photo_url: 'https://t.me/i/userpic/anna.jpg' };

function initDataFor(t: TestApp, user: object = tgUser, authDate = t.clock.now(), token = TEST_BOT_TOKEN) {
  return sign({ user: user as never, signature: 'test-signature', query_id: 'AAH' }, token, authDate);
}

describe.each(databaseKinds)('auth on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (path: string, json: unknown, init: RequestInit = {}) => t.request(path, { method: 'POST', json, ...init });

  describe('register and local sign-in', () => {
    it('registers, answers tokens and the user, and signs in with any letter case', async () => {
      const res = await post('/api/auth/register/', { username: 'Maria.K', password: 'correct horse' });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body).toMatchObject({ success: true, user: { username: 'Maria.K', display_name: 'Maria.K' } });
      expect(body.user_id).toBe(body.user.id);
      expect(typeof body.token).toBe('string');
      expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(res.headers.get('set-cookie')).toMatch(/refresh_token=.*HttpOnly/i);

      const login = await post('/api/auth/local', { username: 'maria.k', password: 'correct horse' });
      expect(login.status).toBe(200);
      expect((await login.json()).user_id).toBe(body.user_id);
    });

    it('refuses a username taken in another letter case', async () => {
      await post('/api/auth/register/', { username: 'dup_user', password: 'password1' });
      const res = await post('/api/auth/register/', { username: 'DUP_user', password: 'password2' });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ success: false, code: 'USERNAME_TAKEN', error: 'Это имя пользователя уже занято' });
    });

    it.each([
      [{ username: 'ab', password: 'password1' }, 'username'],
      [{ username: 'a'.repeat(33), password: 'password1' }, 'username'],
      [{ username: 'имя', password: 'password1' }, 'username'],
      [{ username: 'with space', password: 'password1' }, 'username'],
      [{ username: 'valid_name', password: 'short' }, 'password'],
      [{ username: 'valid_name', password: 'x'.repeat(129) }, 'password'],
      [{ password: 'password1' }, 'username'],
      [{ username: 'valid_name', password: 12345678 }, 'password'],
    ])('rejects %j naming the field %s', async (body, field) => {
      const res = await post('/api/auth/register/', body);
      expect(res.status).toBe(400);
      const answer = await res.json();
      expect(answer).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(answer.fields[field]).toMatch(/[а-я]/);
    });

    it('refuses a password of spaces only, with its own words; spaces inside a password are fine', async () => {
      const res = await post('/api/auth/register/', { username: 'spaced', password: ' '.repeat(8) });
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toEqual({ password: 'Пароль не может состоять из одних пробелов' });
      expect((await post('/api/auth/register/', { username: 'spaced', password: '  correct horse  ' })).status).toBe(201);
    });

    it('accepts the boundary lengths', async () => {
      expect((await post('/api/auth/register/', { username: 'abc', password: 'x'.repeat(8) })).status).toBe(201);
      expect((await post('/api/auth/register/', { username: 'b'.repeat(32), password: 'y'.repeat(128) })).status).toBe(201);
    });

    it('answers malformed JSON with a 400 in Russian', async () => {
      const res = await t.request('/api/auth/local/', { method: 'POST', body: '{"username":', headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, code: 'INVALID_JSON', error: 'Тело запроса должно быть корректным JSON' });
    });

    it('gives the same answer for a wrong password and an unknown user', async () => {
      await post('/api/auth/register/', { username: 'petr', password: 'right-password' });
      for (const body of [{ username: 'petr', password: 'wrong-password' }, { username: 'nobody_here', password: 'whatever1' }]) {
        const res = await post('/api/auth/local/', body);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ success: false, error: 'Неверный логин или пароль', code: 'INVALID_CREDENTIALS' });
      }
    });

    it.each([
      [{ username: '', password: '' }, ['username', 'password']],
      [{ username: '   ', password: 'secret-password' }, ['username']],
      [{ username: 'petr', password: '' }, ['password']],
      [{}, ['username', 'password']],
      [{ username: null, password: 'secret-password' }, ['username']],
    ])('answers a login %j with the form text, naming %j', async (body, empty) => {
      const res = await post('/api/auth/local/', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        success: false,
        error: 'Пожалуйста, заполните все поля',
        code: 'VALIDATION_FAILED',
        fields: Object.fromEntries(empty.map((field) => [field, 'Обязательное поле'])),
      });
    });

    it('names a login field that is not a string, not as an empty one', async () => {
      const res = await post('/api/auth/local/', { username: 5, password: '' });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'username: Должно быть строкой', fields: { username: 'Должно быть строкой', password: 'Обязательное поле' } });
    });

    it('refuses a login with U+0000 (PostgreSQL cannot look it up) with a 400 naming the field', async () => {
      const res = await post('/api/auth/local/', { username: 'user\u0000', password: 'secret-password' });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { username: 'Текст содержит недопустимый символ' } });
    });

    it('names a field whose schema has no message of its own in plain Russian, never in zod\'s words', async () => {
      const refresh = await post('/api/auth/refresh/', { refresh_token: null });
      expect(refresh.status).toBe(400);
      expect(await refresh.json()).toMatchObject({ error: 'refresh_token: Должно быть строкой', fields: { refresh_token: 'Должно быть строкой' } });
      const long = await post('/api/auth/local/', { username: 'a'.repeat(200), password: 'secret-password' });
      expect((await long.json()).fields).toEqual({ username: 'Слишком длинно: максимум 128 символов' });
    });

    it('throttles repeated failures for one username, then lets the owner in after a short pause', async () => {
      await post('/api/auth/register/', { username: 'target', password: 'owner-password' });
      for (let i = 0; i < 5; i++) {
        expect((await post('/api/auth/local/', { username: 'target', password: `guess-${i}-xx` })).status).toBe(401);
      }
      expect((await post('/api/auth/local/', { username: 'TARGET', password: 'guess-5-xx' })).status).toBe(401);
      const blocked = await post('/api/auth/local/', { username: 'target', password: 'owner-password' });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(await blocked.json()).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS', error: expect.stringMatching(/попыт/) });
      // Another account is not affected.
      expect((await post('/api/auth/local/', { username: 'petr', password: 'right-password' })).status).toBe(200);

      t.clock.advance(61_000);
      expect((await post('/api/auth/local/', { username: 'target', password: 'owner-password' })).status).toBe(200);
    });

    it('counts guesses sent all at once one by one: past the free failures they are paused too', async () => {
      await post('/api/auth/register/', { username: 'burst', password: 'owner-password' });
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post('/api/auth/local/', { username: 'burst', password: `guess-${i}-xx` })));
      // Five free failures, the sixth that starts the pause, then paused.
      expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    });
  });

  describe('Telegram Mini App sign-in', () => {
    it('creates the user from initData once and maps the same Telegram user to it again', async () => {
      const first = await post('/api/auth/telegram/', { init_data: initDataFor(t) });
      expect(first.status).toBe(200);
      const a = await first.json();
      expect(a.user).toMatchObject({ first_name: 'Анна', photo_url: tgUser.photo_url, telegram_id: tgUser.id, display_name: 'Анна' });
      // Like every sign-in: the refresh token in the body and in the cookie (a browser's Login Widget relies on it).
      expect(first.headers.get('set-cookie')).toMatch(new RegExp(`refresh_token=${a.refresh_token}.*HttpOnly`, 'i'));

      t.clock.advance(60_000);
      const again = await (await post('/api/auth/telegram/', { init_data: initDataFor(t) })).json();
      expect(again.user_id).toBe(a.user_id);

      const profile = await (await t.request('/api/user/profile/', { token: again.token })).json();
      expect(profile).toMatchObject({ first_name: 'Анна', auth: { is_telegram_linked: true }, telegram_id: tgUser.id });
    });

    it('accepts initData signed by the documented HMAC rule alone, without the optional signature field', async () => {
      const { createHmac } = await import('node:crypto');
      const fields: Record<string, string> = {
        auth_date: String(Math.floor(t.clock.now().getTime() / 1000)),
        query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
        user: JSON.stringify({ id: 777010, first_name: 'Ольга', language_code: 'ru' }),
      };
      const checkString = Object.keys(fields).sort().map((k) => `${k}=${fields[k]}`).join('\n');
      const secret = createHmac('sha256', 'WebAppData').update(TEST_BOT_TOKEN).digest();
      const hash = createHmac('sha256', secret).update(checkString).digest('hex');
      const res = await post('/api/auth/telegram/', { init_data: new URLSearchParams({ ...fields, hash }).toString() });
      expect(res.status).toBe(200);
      expect((await res.json()).user).toMatchObject({ first_name: 'Ольга', telegram_id: 777010 });
      // Also under the WebApp's own spelling, initData.
      const again = await post('/api/auth/telegram/', { initData: new URLSearchParams({ ...fields, hash }).toString() });
      expect(again.status).toBe(200);
    });

    it('refuses tampered initData, another bot token and data older than 24 h', async () => {
      const valid = initDataFor(t);
      const tampered = valid.replace(encodeURIComponent('Анна'), encodeURIComponent('Мария'));
      expect(tampered).not.toBe(valid);
      const cases = [
        tampered,
        initDataFor(t, tgUser, t.clock.now(), '654321:OTHER-TOKEN'),
        initDataFor(t, tgUser, new Date(t.clock.now().getTime() - 24 * 3600_000 - 1000)),
        'user=%7B%7D&hash=abc',
      ];
      for (const init_data of cases) {
        const res = await post('/api/auth/telegram/', { init_data });
        expect(res.status).toBe(401);
        expect(await res.json()).toMatchObject({ success: false, code: 'TELEGRAM_INIT_DATA_INVALID' });
      }
      const recent = initDataFor(t, tgUser, new Date(t.clock.now().getTime() - 23 * 3600_000));
      expect((await post('/api/auth/telegram/', { init_data: recent })).status).toBe(200);
    });

    it('accepts the Login Widget fields signed with SHA-256 of the bot token, and refuses forged ones', async () => {
      const { createHash, createHmac } = await import('node:crypto');
      const fields = { id: 777003, first_name: 'Вера', username: 'vera_w', auth_date: Math.floor(t.clock.now().getTime() / 1000) };
      const checkString = Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}=${v}`).join('\n');
      const hash = createHmac('sha256', createHash('sha256').update(TEST_BOT_TOKEN).digest()).update(checkString).digest('hex');
      const ok = await post('/api/auth/telegram/', { ...fields, hash });
      expect(ok.status).toBe(200);
      expect((await ok.json()).user).toMatchObject({ first_name: 'Вера', telegram_id: 777003 });
      const forged = await post('/api/auth/telegram/', { ...fields, first_name: 'Ева', hash });
      expect(forged.status).toBe(401);
      t.clock.advance(25 * 3600_000);
      expect((await post('/api/auth/telegram/', { ...fields, hash })).status).toBe(401);
    });

    it('is a 400 without init_data; a Login Widget answer missing some of its fields names those', async () => {
      const res = await post('/api/auth/telegram/', {});
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toEqual({ init_data: 'Обязательное поле' });
      const partial = await post('/api/auth/telegram/', { first_name: 'Тест', auth_date: 1_790_000_000, hash: 'a'.repeat(64) });
      expect(partial.status).toBe(400);
      expect((await partial.json()).fields).toEqual({ id: 'Обязательное поле' });
    });
  });

  describe('refresh and logout', () => {
    it('rotates refresh tokens: a used one no longer works, and reusing it ends the session', async () => {
      const { refresh_token } = await (await post('/api/auth/register/', { username: 'rotator', password: 'password1' })).json();
      const res = await post('/api/auth/refresh/', { refresh_token });
      expect(res.status).toBe(200);
      const next = await res.json();
      expect(next).toMatchObject({ success: true, token: expect.any(String) });
      expect(next.refresh_token).not.toBe(refresh_token);

      // Spent: refused at once. Moments after its rotation that is a renewal racing the one that
      // spent it (two tabs), so the new session goes on.
      const reused = await post('/api/auth/refresh/', { refresh_token });
      expect(reused.status).toBe(401);
      expect(await reused.json()).toMatchObject({ code: 'REFRESH_TOKEN_INVALID' });
      const later = await (await post('/api/auth/refresh/', { refresh_token: next.refresh_token })).json();
      expect(later).toMatchObject({ success: true });
      // Long after its rotation it means a leak: every session of the user ends.
      t.clock.advance(REFRESH_REUSE_GRACE_MS);
      expect((await post('/api/auth/refresh/', { refresh_token: next.refresh_token })).status).toBe(401);
      expect((await post('/api/auth/refresh/', { refresh_token: later.refresh_token })).status).toBe(401);
    });

    it('two tabs renewing with the same token at the same moment: one is refused, and the renewed session goes on', async () => {
      const { refresh_token } = await (await post('/api/auth/register/', { username: 'twotabs', password: 'password1' })).json();
      const answers = await Promise.all([post('/api/auth/refresh/', { refresh_token }), post('/api/auth/refresh/', { refresh_token })]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
      const session = await answers.find((a) => a.status === 200)!.json();
      expect((await t.request('/api/user/profile/', { token: session.token })).status).toBe(200);
      expect((await post('/api/auth/refresh/', { refresh_token: session.refresh_token })).status).toBe(200);
    });

    it('logout with the access token alone ends the sessions of its user', async () => {
      const { token, refresh_token } = await (await post('/api/auth/register/', { username: 'bearerout', password: 'password1' })).json();
      const other = await (await post('/api/auth/register/', { username: 'bystander', password: 'password1' })).json();
      const out = await t.request('/api/auth/logout/', { method: 'POST', token, json: {} });
      expect(await out.json()).toEqual({ success: true });
      expect((await post('/api/auth/refresh/', { refresh_token })).status).toBe(401);
      expect((await post('/api/auth/refresh/', { refresh_token: other.refresh_token })).status).toBe(200);
    });

    it('logout ends the whole sign-in: a renewal in another tab a moment before leaves no live session', async () => {
      const { refresh_token } = await (await post('/api/auth/register/', { username: 'lastout', password: 'password1' })).json();
      const renewed = await (await post('/api/auth/refresh/', { refresh_token })).json();
      const again = await (await post('/api/auth/refresh/', { refresh_token: renewed.refresh_token })).json();
      // This tab still holds the first token, spent by the other tab's renewals.
      expect(await (await post('/api/auth/logout/', { refresh_token })).json()).toEqual({ success: true });
      expect((await post('/api/auth/refresh/', { refresh_token: again.refresh_token })).status).toBe(401);
    });

    it('logout ends only its own sign-in, and its token presented again ends no other', async () => {
      await post('/api/auth/register/', { username: 'twodevices', password: 'password1' });
      const laptop = await (await post('/api/auth/local/', { username: 'twodevices', password: 'password1' })).json();
      const phone = await (await post('/api/auth/local/', { username: 'twodevices', password: 'password1' })).json();
      await post('/api/auth/logout/', { refresh_token: laptop.refresh_token });
      t.clock.advance(REFRESH_REUSE_GRACE_MS);
      expect((await post('/api/auth/refresh/', { refresh_token: laptop.refresh_token })).status).toBe(401);
      expect((await post('/api/auth/refresh/', { refresh_token: phone.refresh_token })).status).toBe(200);
    });

    it('a renewal racing a logout of every session never outlives it', async () => {
      const { token, refresh_token } = await (await post('/api/auth/register/', { username: 'racer', password: 'password1' })).json();
      let current = refresh_token;
      for (let round = 0; round < 10; round++) {
        const [renewal] = await Promise.all([post('/api/auth/refresh/', { refresh_token: current }), t.request('/api/auth/logout/', { method: 'POST', token, json: {} })]);
        if (renewal.status === 200) expect((await post('/api/auth/refresh/', { refresh_token: (await renewal.json()).refresh_token })).status).toBe(401);
        current = (await (await post('/api/auth/local/', { username: 'racer', password: 'password1' })).json()).refresh_token;
      }
    });

    it('reads the refresh token from the cookie', async () => {
      const { refresh_token } = await (await post('/api/auth/register/', { username: 'cookie_user', password: 'password1' })).json();
      const res = await t.request('/api/auth/refresh', { method: 'POST', headers: { cookie: `refresh_token=${refresh_token}` } });
      expect(res.status).toBe(200);
    });

    it('logout revokes the refresh token', async () => {
      const { refresh_token } = await (await post('/api/auth/register/', { username: 'leaver', password: 'password1' })).json();
      expect(await (await post('/api/auth/logout/', { refresh_token })).json()).toEqual({ success: true });
      expect((await post('/api/auth/refresh/', { refresh_token })).status).toBe(401);
    });

    it('an expired access token is a 401 with the spec text', async () => {
      const { token } = await (await post('/api/auth/register/', { username: 'sleeper', password: 'password1' })).json();
      expect((await t.request('/api/user/profile/', { token })).status).toBe(200);
      t.clock.advance(16 * 60_000);
      const res = await t.request('/api/user/profile/', { token });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, error: 'Пользователь не авторизован', code: 'UNAUTHORIZED' });
    });
  });

  describe('browser sign-in through the bot', () => {
    const key = 'Abc_def-1234567890XYZ';
    const account = { id: 555002, first_name: 'Олег' };

    it('is not ready until the bot confirms, then ready exactly once', async () => {
      expect(await (await post('/api/auth/pending/init/', { session_key: key })).json()).toEqual({ success: true });
      expect((await post('/api/auth/pending/init/', { session_key: key })).status).toBe(200); // a retry is harmless
      expect(await (await t.request(`/auth/pending/status/?session_key=${key}`)).json()).toEqual({ ready: false });

      const ctx = { db: t.db, sessionSecret: 'test-session-secret-test-session-secret', now: t.clock.now };
      expect(await confirmPendingLogin(ctx, key, account)).toBe('confirmed');

      const ready = await t.request(`/api/auth/pending/status?session_key=${key}`);
      const body = await ready.json();
      expect(body).toMatchObject({ ready: true, token: expect.any(String), user_id: expect.any(Number) });
      const profile = await (await t.request('/api/user/profile/', { token: body.token })).json();
      expect(profile.first_name).toBe('Олег');

      const spent = await t.request(`/auth/pending/status/?session_key=${key}`);
      expect(spent.status).toBe(404);
      expect(await spent.json()).toMatchObject({ success: false, ready: false, code: 'SESSION_NOT_FOUND' });
      expect(await confirmPendingLogin(ctx, key, account)).toBe('unknown');
      expect((await post('/api/auth/pending/init/', { session_key: key })).status).toBe(409);
    });

    it('spends a key the browser stopped waiting for: the bot no longer confirms it and it yields no session', async () => {
      const abandoned = 'abandoned-key-0123456789';
      await post('/api/auth/pending/init/', { session_key: abandoned });
      expect(await (await post('/api/auth/pending/cancel/', { session_key: abandoned })).json()).toEqual({ success: true });
      const ctx = { db: t.db, sessionSecret: 'x'.repeat(32), now: t.clock.now };
      expect(await confirmPendingLogin(ctx, abandoned, account)).toBe('unknown');
      expect((await t.request(`/auth/pending/status/?session_key=${abandoned}`)).status).toBe(404);

      // Confirmed in the bot after the browser gave up: no session for whoever holds the key.
      const late = 'late-key-0123456789';
      await post('/api/auth/pending/init/', { session_key: late });
      expect(await confirmPendingLogin(ctx, late, account)).toBe('confirmed');
      expect((await post('/api/auth/pending/cancel/', { session_key: late })).status).toBe(200);
      expect((await t.request(`/auth/pending/status/?session_key=${late}`)).status).toBe(404);
      expect((await post('/api/auth/pending/cancel/', { session_key: 'never-registered' })).status).toBe(200);
    });

    it('expires keys after 10 minutes', async () => {
      const old = 'expiring-key-0123456789';
      await post('/api/auth/pending/init/', { session_key: old });
      t.clock.advance(10 * 60_000 + 1);
      const ctx = { db: t.db, sessionSecret: 'x'.repeat(32), now: t.clock.now };
      expect(await confirmPendingLogin(ctx, old, account)).toBe('expired');
      expect((await t.request(`/auth/pending/status/?session_key=${old}`)).status).toBe(404);
    });

    it.each(['k'.repeat(60), 'has space in the key!', 'dots.in.key', ''])('rejects the key %j', async (session_key) => {
      const res = await post('/api/auth/pending/init/', { session_key });
      expect(res.status).toBe(400);
      expect((await res.json()).fields.session_key).toMatch(/от 1 до 59/);
      expect((await t.request(`/auth/pending/status/?session_key=${encodeURIComponent(session_key)}`)).status).toBe(400);
    });

    it('accepts keys of 1 to 59 base64url characters (ARCHITECTURE.md)', async () => {
      expect((await post('/api/auth/pending/init/', { session_key: 'a' })).status).toBe(200);
      expect((await post('/api/auth/pending/init/', { session_key: 'abc123' })).status).toBe(200);
      expect((await post('/api/auth/pending/init/', { session_key: 'B'.repeat(59) })).status).toBe(200);
    });
  });

  it('tells the client which sign-in ways exist', async () => {
    expect(await (await t.request('/api/auth/providers/')).json()).toEqual({
      success: true,
      telegram_bot: 'tracker_test_bot',
      vk_client_id: null,
      vk_authorize_url: null,
    });
  });
});

describe('Telegram sign-in without a bot token', () => {
  it('answers a clear 404', async () => {
    const t = await createTestApp('sqlite', { botToken: null });
    const res = await t.request('/api/auth/telegram/', { method: 'POST', json: { init_data: initDataFor(t) } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: 'TELEGRAM_DISABLED' });
    await t.close();
  });
});
