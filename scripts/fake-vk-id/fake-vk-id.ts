import { createHash, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { VK_ID_SCOPE } from '@tracker/shared/domain';

/**
 * A fake VK ID (OAuth 2.1) on loopback that speaks VK's wire format, for tests and e2e:
 * - `GET /authorize?response_type=code&client_id&redirect_uri&state&code_challenge
 *   &code_challenge_method=s256[&scope]` approves at once as the "signed-in" VK user and redirects to
 *   redirect_uri with code, state, device_id, expires_in, type=code_v2, ext_id;
 * - `POST /oauth2/auth` (form: grant_type=authorization_code, code, code_verifier, client_id,
 *   device_id, redirect_uri, state) answers {access_token, refresh_token, id_token, token_type,
 *   expires_in, user_id, state, scope}; a code works once, for 10 minutes;
 * - `POST /oauth2/user_info` (form: client_id, access_token) answers {user: {user_id, ...}}.
 * Refusals are VK's `{error, error_description}` JSON. Only form bodies are read, as at VK.
 * Control (for a browser-driven e2e): `POST /_control/user` {user_id, first_name, last_name, avatar}
 * picks who approves next; `POST /_control/down` {down} makes the API answer 503.
 */
export interface FakeVkUser {
  user_id: number;
  first_name: string;
  last_name: string;
  avatar?: string;
}

export interface FakeVkIdOptions {
  /** 0 or unset: a free port. */
  port?: number;
  /** The only app (client_id) the fake knows. */
  clientId: string;
  /** Who approves an authorize request until `signIn` names another. */
  user?: FakeVkUser;
}

/** One request the API got: the path and its form fields. */
export interface VkApiCall {
  path: string;
  contentType: string;
  form: Record<string, string>;
}

export interface FakeVkId {
  /** VK_ID_API_ROOT for the server, e.g. http://127.0.0.1:PORT. */
  apiRoot: string;
  clientId: string;
  /** The VK user who approves the next authorize requests. */
  signIn(user: FakeVkUser): void;
  /** While down, /oauth2/* answers 503 with an HTML page, as a failing front would. */
  setDown(down: boolean): void;
  /**
   * What a browser sees on `GET /authorize` with these parameters: the redirect's code, state and
   * device_id. Throws with VK's error when the request is refused.
   */
  authorize(params: AuthorizeRequest): Promise<{ code: string; state: string; device_id: string }>;
  /** Every /oauth2/* request so far, oldest first. */
  calls(path?: string): VkApiCall[];
  close(): Promise<void>;
}

export interface AuthorizeRequest {
  redirect_uri: string;
  state: string;
  code_challenge: string;
  client_id?: string;
  code_challenge_method?: string;
  scope?: string;
}

const CODE_TTL_MS = 10 * 60 * 1000;
const ACCESS_TOKEN_TTL_S = 3600;
const DEFAULT_USER: FakeVkUser = { user_id: 1_000_001, first_name: 'Иван', last_name: 'Петров', avatar: 'https://sun.userapi.com/ivan.jpg' };

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  deviceId: string;
  scope: string;
  user: FakeVkUser;
  expiresAt: number;
  used: boolean;
}

const token = () => randomBytes(24).toString('base64url');
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

class VkError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status: ContentfulStatusCode = 400,
  ) {
    super(`${error}: ${description}`);
  }
}

export async function startFakeVkId(opts: FakeVkIdOptions): Promise<FakeVkId> {
  let user = opts.user ?? DEFAULT_USER;
  let down = false;
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, { user: FakeVkUser; clientId: string }>();
  const apiCalls: VkApiCall[] = [];

  /** The authorize step: checks the request and issues a code for the signed-in user. */
  function issueCode(q: Record<string, string | undefined>) {
    if (q.response_type !== 'code') throw new VkError('unsupported_response_type', 'response_type must be code');
    if (q.client_id !== opts.clientId) throw new VkError('invalid_client', 'unknown client_id', 401);
    if (!q.redirect_uri) throw new VkError('invalid_request', 'redirect_uri is missing');
    if (!q.state) throw new VkError('invalid_request', 'state is missing');
    if (!q.code_challenge || (q.code_challenge_method ?? '').toLowerCase() !== 's256') {
      throw new VkError('invalid_request', 'code_challenge with code_challenge_method=s256 is required');
    }
    const code = `vk2.a.${token()}`;
    const deviceId = token();
    codes.set(code, {
      clientId: q.client_id,
      redirectUri: q.redirect_uri,
      challenge: q.code_challenge,
      deviceId,
      scope: q.scope ?? VK_ID_SCOPE,
      user,
      expiresAt: Date.now() + CODE_TTL_MS,
      used: false,
    });
    return { code, state: q.state, device_id: deviceId, redirect_uri: q.redirect_uri };
  }

  function exchange(form: Record<string, string>) {
    if (form.grant_type !== 'authorization_code') throw new VkError('unsupported_grant_type', 'grant_type must be authorization_code');
    if (form.client_id !== opts.clientId) throw new VkError('invalid_client', 'unknown client_id', 401);
    for (const field of ['code', 'code_verifier', 'device_id', 'redirect_uri', 'state'] as const) {
      if (!form[field]) throw new VkError('invalid_request', `${field} is missing`);
    }
    const issued = codes.get(form.code!);
    if (!issued || issued.used || issued.expiresAt < Date.now() || issued.clientId !== form.client_id) {
      throw new VkError('invalid_grant', 'code is invalid or expired');
    }
    if (issued.deviceId !== form.device_id) throw new VkError('invalid_grant', 'device_id does not match the code');
    if (issued.redirectUri !== form.redirect_uri) throw new VkError('invalid_grant', 'redirect_uri does not match the code');
    if (s256(form.code_verifier!) !== issued.challenge) throw new VkError('invalid_grant', 'code_verifier is invalid');
    issued.used = true;
    const accessToken = `vk2.a.${token()}`;
    accessTokens.set(accessToken, { user: issued.user, clientId: issued.clientId });
    return {
      refresh_token: `vk2.r.${token()}`,
      access_token: accessToken,
      id_token: `${token()}.${token()}.${token()}`,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
      user_id: issued.user.user_id,
      state: form.state,
      scope: issued.scope,
    };
  }

  function userInfo(form: Record<string, string>) {
    if (form.client_id !== opts.clientId) throw new VkError('invalid_client', 'unknown client_id', 401);
    const held = form.access_token ? accessTokens.get(form.access_token) : undefined;
    if (!held || held.clientId !== form.client_id) throw new VkError('invalid_token', 'access_token is missing or invalid', 401);
    const u = held.user;
    return {
      user: {
        user_id: String(u.user_id),
        first_name: u.first_name,
        last_name: u.last_name,
        avatar: u.avatar ?? '',
        sex: 0,
        verified: false,
        birthday: '',
      },
    };
  }

  const vkError = (c: Context, e: unknown) => {
    if (!(e instanceof VkError)) throw e;
    return c.json({ error: e.error, error_description: e.description }, e.status);
  };

  /** The form of an API call; VK reads only application/x-www-form-urlencoded bodies. */
  async function readForm(c: Context): Promise<Record<string, string>> {
    const contentType = c.req.header('content-type') ?? '';
    const form: Record<string, string> = Object.fromEntries(new URL(c.req.url).searchParams);
    if (contentType.startsWith('application/x-www-form-urlencoded')) {
      for (const [k, v] of new URLSearchParams(await c.req.text())) form[k] = v;
    }
    apiCalls.push({ path: c.req.path, contentType, form });
    return form;
  }

  const api = (handler: (form: Record<string, string>) => unknown) => async (c: Context) => {
    const form = await readForm(c);
    if (down) return c.html('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>', 503);
    try {
      return c.json(handler(form));
    } catch (e) {
      return vkError(c, e);
    }
  };

  const app = new Hono()
    .get('/authorize', (c) => {
      try {
        const issued = issueCode(c.req.query());
        const back = new URL(issued.redirect_uri);
        back.searchParams.set('code', issued.code);
        back.searchParams.set('state', issued.state);
        back.searchParams.set('device_id', issued.device_id);
        back.searchParams.set('expires_in', String(CODE_TTL_MS / 1000));
        back.searchParams.set('type', 'code_v2');
        back.searchParams.set('ext_id', token());
        return c.redirect(back.toString(), 302);
      } catch (e) {
        return vkError(c, e);
      }
    })
    .post('/oauth2/auth', api(exchange))
    .post('/oauth2/user_info', api(userInfo))
    .post('/_control/user', async (c) => {
      user = (await c.req.json()) as FakeVkUser;
      return c.json({ ok: true });
    })
    .post('/_control/down', async (c) => {
      down = Boolean(((await c.req.json()) as { down?: unknown }).down);
      return c.json({ ok: true });
    });

  const server = await new Promise<Server>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: opts.port ?? 0, hostname: '127.0.0.1' }, () => resolve(started as Server));
    started.once('error', reject);
  });
  const apiRoot = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let closing: Promise<void> | null = null;

  return {
    apiRoot,
    clientId: opts.clientId,
    signIn(next) {
      user = next;
    },
    setDown(next) {
      down = next;
    },
    async authorize(params) {
      const url = new URL(`${apiRoot}/authorize`);
      url.search = new URLSearchParams({ response_type: 'code', client_id: opts.clientId, code_challenge_method: 's256', ...params }).toString();
      const res = await fetch(url, { redirect: 'manual' });
      const location = res.headers.get('location');
      if (res.status !== 302 || !location) throw new Error(`authorize refused: ${await res.text()}`);
      const back = new URL(location).searchParams;
      return { code: back.get('code')!, state: back.get('state')!, device_id: back.get('device_id')! };
    },
    calls: (path) => apiCalls.filter((call) => path === undefined || call.path === path).map((call) => structuredClone(call)),
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      })),
  };
}
