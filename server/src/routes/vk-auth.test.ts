import { codeChallengeOf, createCodeVerifier } from '@tracker/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeVkId, type FakeVkUser, startFakeVkId } from '../../../scripts/fake-vk-id/fake-vk-id.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { type TestUser, signUp } from '../testing/test-users.ts';

const CLIENT_ID = '51234567';
/** The test app's PUBLIC_URL + /login: where VK sends the browser back unless the page names another address. */
const DEFAULT_REDIRECT = 'http://localhost:3000/login';

let vkUserCounter = 0;
const vkUser = (first_name = 'Анна', last_name = 'Смирнова'): FakeVkUser => ({
  user_id: 7_000_000 + ++vkUserCounter,
  first_name,
  last_name,
  avatar: `https://sun.userapi.com/${vkUserCounter}.jpg`,
});

/** VK ID sign-in and linking (core.md 7, rewards.md 2.6), against a fake VK ID speaking VK's wire format. */
describe.each(databaseKinds)('VK ID on %s', (kind) => {
  let t: TestApp;
  let vk: FakeVkId;
  beforeAll(async () => {
    vk = await startFakeVkId({ clientId: CLIENT_ID });
    t = await createTestApp(kind, { vkClientId: CLIENT_ID, vkIdApiRoot: vk.apiRoot });
  });
  afterAll(async () => {
    await t.close();
    await vk.close();
  });

  /** What the page does: PKCE, VK's authorize page as `user`, and the login data VK sends back. */
  async function approvedBy(user: FakeVkUser, redirectUri = DEFAULT_REDIRECT) {
    vk.signIn(user);
    const code_verifier = createCodeVerifier();
    const back = await vk.authorize({ redirect_uri: redirectUri, state: `state-${user.user_id}`, code_challenge: await codeChallengeOf(code_verifier) });
    return { code: back.code, device_id: back.device_id, state: back.state, code_verifier };
  }
  const signInVk = (body: unknown) => t.request('/api/auth/vk/', { method: 'POST', json: body });
  const linkVk = (body: unknown, user?: TestUser) => t.request('/api/auth/link/vk/', { method: 'POST', json: body, ...(user ? { token: user.token } : {}) });
  const profileOf = async (token: string) => (await t.request('/api/user/profile/', { token })).json();

  it('creates a user from the VK profile, with the token answer, the refresh cookie and VK linked', async () => {
    const anna = vkUser('Анна', 'Смирнова');
    const res = await signInVk(await approvedBy(anna));
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toMatchObject({
      success: true,
      token: expect.any(String),
      refresh_token: expect.any(String),
      user_id: expect.any(Number),
      user: { first_name: 'Анна', display_name: 'Анна', photo_url: anna.avatar, telegram_id: null },
    });
    expect(res.headers.get('set-cookie')).toMatch(/refresh_token=/);
    expect(await profileOf(answer.token)).toMatchObject({ auth: { is_vk_linked: true, is_telegram_linked: false } });

    // The exchange went to VK as VK documents it: a form with the PKCE verifier, device and app.
    const exchange = vk.calls('/oauth2/auth').at(-1)!;
    expect(exchange.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(exchange.form).toMatchObject({ grant_type: 'authorization_code', client_id: CLIENT_ID, redirect_uri: DEFAULT_REDIRECT, state: `state-${anna.user_id}` });
    expect(vk.calls('/oauth2/user_info').at(-1)!.form).toMatchObject({ client_id: CLIENT_ID, access_token: expect.any(String) });
  });

  it('signs the same VK account in to the same user again, with the names VK has now', async () => {
    const boris = vkUser('Борис', 'Иванов');
    const first = await (await signInVk(await approvedBy(boris))).json();
    // This time the page came back to an address of its own, and says so.
    const renamed = { ...boris, first_name: 'Боря' };
    const again = await (await signInVk({ ...(await approvedBy(renamed, 'https://tracker.example.ru/login')), redirect_uri: 'https://tracker.example.ru/login' })).json();
    expect(again.user_id).toBe(first.user_id);
    expect(again.user.first_name).toBe('Боря');
  });

  it('refuses a code VK does not accept: spent, unknown, or with the wrong verifier or redirect address', async () => {
    const data = await approvedBy(vkUser());
    expect((await signInVk(data)).status).toBe(200);
    const spent = await signInVk(data);
    expect(spent.status).toBe(401);
    expect(await spent.json()).toEqual({ success: false, code: 'VK_AUTH_FAILED', error: 'Ошибка аутентификации через ВКонтакте' });

    expect((await signInVk({ ...(await approvedBy(vkUser())), code: 'vk2.a.made-up' })).status).toBe(401);
    expect((await signInVk({ ...(await approvedBy(vkUser())), code_verifier: createCodeVerifier() })).status).toBe(401);
    expect((await signInVk({ ...(await approvedBy(vkUser())), redirect_uri: 'https://evil.example/login' })).status).toBe(401);
  });

  it('checks an access token the page got at VK ID, and never trusts the user_id beside it', async () => {
    const clara = vkUser('Клара', 'Орлова');
    const data = await approvedBy(clara);
    // The page's own exchange (VK's SDK does this in the browser).
    const tokens = await (
      await fetch(`${vk.apiRoot}/oauth2/auth`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'authorization_code', client_id: CLIENT_ID, redirect_uri: DEFAULT_REDIRECT, ...data }),
      })
    ).json();
    const wrongUser = await signInVk({ access_token: tokens.access_token, user_id: clara.user_id + 1 });
    expect(wrongUser.status).toBe(401);
    const res = await signInVk({ access_token: tokens.access_token, id_token: tokens.id_token, user_id: clara.user_id, refresh_token: tokens.refresh_token });
    expect(res.status).toBe(200);
    expect((await res.json()).user.first_name).toBe('Клара');
    expect((await signInVk({ access_token: 'vk2.a.forged', user_id: clara.user_id })).status).toBe(401);
  });

  it('answers 502 in Russian while VK ID is down, never a 500', async () => {
    const data = await approvedBy(vkUser());
    vk.setDown(true);
    try {
      const res = await signInVk(data);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ success: false, code: 'VK_UNAVAILABLE', error: 'Не удалось подключиться к ВКонтакте. Попробуйте еще раз.' });
    } finally {
      vk.setDown(false);
    }
    // The code was never spent, so it works once VK is back.
    expect((await signInVk(data)).status).toBe(200);
  });

  it('answers 400 naming the field when neither a code nor an access token comes, or the verifier is malformed', async () => {
    const empty = await signInVk({ device_id: 'abc' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', fields: { code: expect.stringMatching(/access_token/) } });
    const short = await signInVk({ code: 'x', device_id: 'd', code_verifier: 'too-short' });
    expect(short.status).toBe(400);
    expect((await short.json()).fields).toHaveProperty('code_verifier');
  });

  describe('linking VK to a signed-in user', () => {
    it('links the VK account, shows it in the profile, and that VK then signs in to this user', async () => {
      const user = await signUp(t);
      const dina = vkUser('Дина', 'Лебедева');
      const res = await linkVk(await approvedBy(dina), user);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, auth: { is_telegram_linked: false, is_vk_linked: true } });
      expect(await profileOf(user.token)).toMatchObject({ auth: { is_vk_linked: true }, first_name: 'Дина', photo_url: dina.avatar });
      expect((await (await signInVk(await approvedBy(dina))).json()).user_id).toBe(user.userId);
      // Linking the same account again changes nothing.
      expect((await linkVk(await approvedBy(dina), user)).status).toBe(200);
    });

    it('refuses a VK account that signs in to another user, and a second VK for a user who has one', async () => {
      const owner = vkUser('Егор', 'Котов');
      await signInVk(await approvedBy(owner));
      const user = await signUp(t);
      const taken = await linkVk(await approvedBy(owner), user);
      expect(taken.status).toBe(409);
      expect(await taken.json()).toMatchObject({ success: false, code: 'VK_ACCOUNT_TAKEN', error: expect.stringMatching(/уже привязан/) });
      expect((await profileOf(user.token)).auth.is_vk_linked).toBe(false);

      await linkVk(await approvedBy(vkUser()), user);
      const second = await linkVk(await approvedBy(vkUser()), user);
      expect(second.status).toBe(409);
      expect(await second.json()).toMatchObject({ code: 'VK_ALREADY_LINKED' });
    });

    it('needs a signed-in user', async () => {
      expect((await linkVk(await approvedBy(vkUser()))).status).toBe(401);
    });
  });

  it('tells the page the VK app and VK ID authorize page', async () => {
    expect(await (await t.request('/api/auth/providers/')).json()).toMatchObject({
      vk_client_id: CLIENT_ID,
      vk_authorize_url: `${vk.apiRoot}/authorize`,
    });
  });
});

describe('VK ID not configured or unreachable', () => {
  it('answers 503 in Russian without VK_CLIENT_ID, for sign-in and linking', async () => {
    const t = await createTestApp('sqlite');
    const res = await t.request('/api/auth/vk/', { method: 'POST', json: { code: 'c', device_id: 'd' } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, code: 'VK_DISABLED', error: 'Вход через ВКонтакте не настроен на этом сервере' });
    const user = await signUp(t);
    expect((await t.request('/api/auth/link/vk/', { method: 'POST', json: { code: 'c' }, token: user.token })).status).toBe(503);
    expect(await (await t.request('/api/auth/providers/')).json()).toMatchObject({ vk_client_id: null, vk_authorize_url: null });
    await t.close();
  });

  it('answers malformed input with a 400 even without VK_CLIENT_ID (the 503 is for valid requests)', async () => {
    const t = await createTestApp('sqlite');
    const user = await signUp(t);
    for (const token of [undefined, user.token]) {
      for (const path of ['/api/auth/vk/', '/api/auth/link/vk/']) {
        const notJson = await t.request(path, { method: 'POST', token, body: 'не json{', headers: { 'content-type': 'application/json' } });
        expect(notJson.status, path).toBe(path.includes('link') && !token ? 401 : 400);
        const empty = await t.request(path, { method: 'POST', token, json: {} });
        expect(empty.status, path).toBe(path.includes('link') && !token ? 401 : 400);
      }
    }
    expect(await (await t.request('/api/auth/vk/', { method: 'POST', json: { code: 5 } })).json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', fields: { code: 'Должно быть строкой' } });
    await t.close();
  });

  it('answers 502 when nothing listens at VK_ID_API_ROOT', async () => {
    const gone = await startFakeVkId({ clientId: CLIENT_ID });
    await gone.close();
    const t = await createTestApp('sqlite', { vkClientId: CLIENT_ID, vkIdApiRoot: gone.apiRoot });
    const res = await t.request('/api/auth/vk/', { method: 'POST', json: { code: 'c', device_id: 'd', code_verifier: createCodeVerifier(), state: 's' } });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'VK_UNAVAILABLE' });
    await t.close();
  });
});
