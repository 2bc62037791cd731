import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClientDeps, createApiClient, errorMessage, mentionsUnauthorized, refusalText, serverErrorText } from './api-client.ts';

interface Call {
  url: string;
  init: RequestInit;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(responses: Array<Response | ((call: Call) => Response | Promise<Response>)>, overrides: Partial<ApiClientDeps> = {}) {
  const calls: Call[] = [];
  let token: string | null = 'old-token';
  let refresh: string | null = 'refresh-1';
  const onUnauthorized = vi.fn();
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    const next = responses.shift();
    if (!next) throw new Error(`unexpected call ${call.url}`);
    return typeof next === 'function' ? next(call) : next;
  });
  const client = createApiClient({
    fetch: fetchImpl as unknown as typeof fetch,
    origin: () => 'http://127.0.0.1:3100',
    getToken: () => token,
    getRefreshToken: () => refresh,
    storeTokens: (t, r) => {
      token = t;
      if (r) refresh = r;
    },
    onUnauthorized,
    ...overrides,
  });
  return { client, calls, onUnauthorized, tokens: () => ({ token, refresh }) };
}

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

/** The ApiError a call rejects with. */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('api client', () => {
  it("names the device's day and instant on every call, at the moment of the call", async () => {
    let day = '2026-11-25';
    let time = '2026-11-25T20:59:00.000Z';
    const { client, calls } = setup([json(200, { success: true }), json(200, { success: true })], { deviceDay: () => day, deviceTime: () => time });
    await client.get('/api/habits/');
    day = '2026-11-26';
    time = '2026-11-25T21:01:00.000Z';
    await client.post('/api/habits/7/progress/add/', {});
    expect(calls.map((c) => header(c, 'X-Device-Day'))).toEqual(['2026-11-25', '2026-11-26']);
    expect(calls.map((c) => header(c, 'X-Device-Time'))).toEqual(['2026-11-25T20:59:00.000Z', '2026-11-25T21:01:00.000Z']);
  });

  it('sends JSON with the bearer token to a relative URL', async () => {
    const { client, calls } = setup([json(200, { success: true, hello: 'Привет' })]);
    const answer = await client.post<{ hello: string }>('/api/main/', { a: 1 });
    expect(answer.hello).toBe('Привет');
    expect(calls[0]?.url).toBe('http://127.0.0.1:3100/api/main/');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(header(calls[0], 'Authorization')).toBe('Bearer old-token');
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
  });

  it('sends a FormData body as is, leaving the multipart type to fetch', async () => {
    const { client, calls } = setup([json(200, { success: true })]);
    const form = new FormData();
    form.append('avatar', new Blob(['x']), 'a.png');
    await client.post('/api/user/avatar/upload/', form);
    expect(calls[0]?.init.body).toBe(form);
    expect(header(calls[0], 'content-type')).toBeNull();
    expect(header(calls[0], 'authorization')).toBe('Bearer old-token');
  });

  it('leaves the token out of anonymous calls and reports their 401 as is', async () => {
    const { client, calls, onUnauthorized } = setup([
      json(401, { success: false, error: 'Неверный логин или пароль', code: 'INVALID_CREDENTIALS' }),
    ]);
    const error = await failure(client.post('/api/auth/local/', { username: 'a', password: 'b' }, { auth: false }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Неверный логин или пароль');
    expect(error.serverError).toBe('Неверный логин или пароль');
    expect(error.status).toBe(401);
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(header(calls[0], 'Authorization')).toBeNull();
    expect(calls).toHaveLength(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    const { client, calls, tokens } = setup([
      json(401, { success: false, error: 'Пользователь не авторизован', code: 'UNAUTHORIZED' }),
      json(200, { success: true, token: 'new-token', refresh_token: 'refresh-2' }),
      json(200, { success: true, id: 1 }),
    ]);
    await expect(client.get('/api/user/profile/')).resolves.toEqual({ success: true, id: 1 });
    expect(calls.map((c) => c.url)).toEqual([
      'http://127.0.0.1:3100/api/user/profile/',
      'http://127.0.0.1:3100/api/auth/refresh/',
      'http://127.0.0.1:3100/api/user/profile/',
    ]);
    expect(calls[1]?.init.credentials).toBe('include');
    expect(calls[1]?.init.body).toBe('{"refresh_token":"refresh-1"}');
    expect(header(calls[2], 'Authorization')).toBe('Bearer new-token');
    expect(tokens()).toEqual({ token: 'new-token', refresh: 'refresh-2' });
  });

  it('gives up after a failed refresh: unauthorized callback and the spec text', async () => {
    const { client, calls, onUnauthorized } = setup([
      json(401, { success: false, error: 'x', code: 'UNAUTHORIZED' }),
      json(401, { success: false, error: 'Сессия истекла. Войдите снова.', code: 'REFRESH_TOKEN_INVALID' }),
    ]);
    const error = await failure(client.get('/api/goals/'));
    expect(error.message).toBe('Пользователь не авторизован');
    expect(error.status).toBe(401);
    expect(calls).toHaveLength(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('renews nothing for a 401 that comes back after a failed renewal ended the session: no session returns from the cookie', async () => {
    let token: string | null = 'garbage';
    let refresh: string | null = 'garbage-refresh';
    let lateAnswer: (response: Response) => void = () => undefined;
    const onUnauthorized = vi.fn(() => {
      token = null;
      refresh = null;
    });
    const { client, calls } = setup(
      [
        () => new Promise<Response>((resolve) => (lateAnswer = resolve)),
        json(401, {}),
        json(401, { success: false, error: 'Сессия истекла. Войдите снова.', code: 'REFRESH_TOKEN_INVALID' }),
      ],
      { getToken: () => token, getRefreshToken: () => refresh, onUnauthorized },
    );
    const late = failure(client.get('/api/late/'));
    const early = await failure(client.get('/api/early/'));
    expect(early.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    lateAnswer(json(401, {}));
    expect((await late).message).toBe('Пользователь не авторизован');
    // The refresh cookie would have answered a renewal: none was asked for, and nobody is signed in again.
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/api/late/', '/api/early/', '/api/auth/refresh/']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(token).toBeNull();
  });

  it("takes the tokens another tab stored when its own renewal is refused for racing that tab's", async () => {
    let token = 'old-token';
    let refresh = 'refresh-1';
    const { client, calls, onUnauthorized } = setup(
      [
        json(401, {}),
        () => {
          // The other tab renewed with refresh-1 a moment earlier and stored what it got.
          token = 'tab-token';
          refresh = 'tab-refresh';
          return json(401, { success: false, error: 'Сессия истекла. Войдите снова.', code: 'REFRESH_TOKEN_INVALID' });
        },
        json(200, { n: 1 }),
      ],
      { getToken: () => token, getRefreshToken: () => refresh },
    );
    await expect(client.get('/api/a/')).resolves.toEqual({ n: 1 });
    expect(header(calls.at(-1), 'Authorization')).toBe('Bearer tab-token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('retries only once even if the retry is 401 again, and then fails only the call: the renewed session stays', async () => {
    const { client, calls, onUnauthorized } = setup([
      json(401, {}),
      json(200, { success: true, token: 'new-token', refresh_token: 'refresh-2' }),
      json(401, {}),
    ]);
    const error = await client.get('/api/goals/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Пользователь не авторизован', status: 401 });
    expect(calls).toHaveLength(3);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    const { client, calls } = setup([
      json(401, {}),
      json(401, {}),
      json(200, { success: true, token: 'new-token', refresh_token: 'refresh-2' }),
      json(200, { n: 1 }),
      json(200, { n: 2 }),
    ]);
    const results = await Promise.all([client.get('/api/a/'), client.get('/api/b/')]);
    expect(results).toHaveLength(2);
    expect(calls.filter((c) => c.url.endsWith('/api/auth/refresh/'))).toHaveLength(1);
  });

  it('does not renew again for a 401 that arrives after the session was already renewed', async () => {
    let releaseSlow!: () => void;
    const slow = new Promise<Response>((resolve) => {
      releaseSlow = () => resolve(json(401, {}));
    });
    const { client, calls } = setup([
      () => slow,
      json(401, {}),
      json(200, { success: true, token: 'new-token', refresh_token: 'refresh-2' }),
      json(200, { n: 2 }),
      json(200, { n: 1 }),
    ]);
    const first = client.get('/api/a/');
    await expect(client.get('/api/b/')).resolves.toEqual({ n: 2 });
    releaseSlow();
    await expect(first).resolves.toEqual({ n: 1 });
    expect(calls.filter((c) => c.url.endsWith('/api/auth/refresh/'))).toHaveLength(1);
    expect(header(calls.at(-1), 'Authorization')).toBe('Bearer new-token');
  });

  it('uses the re-authentication hook instead of the refresh call when set', async () => {
    const reauth = vi.fn(async () => true);
    const { client, calls } = setup([json(401, {}), json(200, { ok: 1 })]);
    client.setReauthenticate(reauth);
    await expect(client.get('/api/x/')).resolves.toEqual({ ok: 1 });
    expect(reauth).toHaveBeenCalledTimes(1);
    expect(calls.some((c) => c.url.endsWith('/api/auth/refresh/'))).toBe(false);
  });

  it('holds signed-in calls until the before-call step settles; its own call, anonymous calls and signed-out calls go at once', async () => {
    let settle = () => {};
    const step = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const { client, calls } = setup([json(200, { own: 1 }), json(200, { anonymous: 1 }), json(200, { held: 1 })]);
    client.setBeforeCall(step);
    const held = client.get('/api/goals/');
    await expect(client.put('/api/user/timezone/', { timezone: 'Asia/Tokyo' }, { beforeCall: false })).resolves.toEqual({ own: 1 });
    await expect(client.post('/api/auth/local/', {}, { auth: false })).resolves.toEqual({ anonymous: 1 });
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/api/user/timezone/', '/api/auth/local/']);
    settle();
    await expect(held).resolves.toEqual({ held: 1 });
    expect(calls.at(-1)?.url).toBe('http://127.0.0.1:3100/api/goals/');
    expect(step).toHaveBeenCalledTimes(1);

    // A step that fails lets the calls go all the same.
    const failing = setup([json(200, { ok: 2 })]);
    failing.client.setBeforeCall(() => Promise.reject(new Error('нет сети')));
    await expect(failing.client.get('/api/habits/')).resolves.toEqual({ ok: 2 });

    const signedOut = setup([json(200, { ok: 1 })], { getToken: () => null });
    signedOut.client.setBeforeCall(step);
    await expect(signedOut.client.get('/api/blog/')).resolves.toEqual({ ok: 1 });
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('counts the wait for the before-call step in the timeout: a held call times out when it would have without the step', async () => {
    const { client, calls } = setup([], { timeoutMs: 20 });
    client.setBeforeCall(() => new Promise<void>(() => {}));
    const error = await failure(client.get('/api/goals/'));
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toBe('Таймаут запроса к API. Backend не отвечает на http://127.0.0.1:3100/api/goals/');
    expect(calls).toEqual([]);
  });

  it('carries status, code, server text, fields and body of other errors', async () => {
    const body = {
      success: false,
      error: 'Проверьте введённые данные',
      code: 'VALIDATION_FAILED',
      fields: { username: 'Имя пользователя должно содержать от 3 до 32 символов' },
    };
    const { client } = setup([json(400, body)]);
    const error = await failure(client.post('/api/auth/register/', {}, { auth: false }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual(body.fields);
    expect(error.body).toEqual(body);
  });

  it("reads a validation error's field message without the field's machine name", async () => {
    const named = { success: false, error: 'subject: Тема: обязательное поле', code: 'VALIDATION_FAILED', fields: { message: 'Сообщение: обязательное поле', subject: 'Тема: обязательное поле' } };
    const formText = { success: false, error: 'Пожалуйста, заполните все поля', code: 'VALIDATION_FAILED', fields: { login: 'Логин: обязательное поле' } };
    const { client } = setup([json(400, named), json(400, formText)]);
    const error = await failure(client.post('/api/feedback/submit/', {}, { auth: false }));
    expect(error.message).toBe('Тема: обязательное поле');
    expect(serverErrorText(error, 'Неизвестная ошибка')).toBe('Тема: обязательное поле');
    expect(error.body).toEqual(named);
    // A form's own text stays as the server wrote it.
    expect((await failure(client.post('/api/auth/login/', {}, { auth: false }))).message).toBe('Пожалуйста, заполните все поля');
  });

  it('fails a 2xx answer whose body says success: false, built as a non-OK answer is', async () => {
    const body = { success: false, error: 'Недостаточно монет', code: 'NOT_ENOUGH_COINS' };
    const { client } = setup([json(200, body), json(201, { success: false })]);
    const error = await failure(client.post('/api/gifts/7/receive/'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Недостаточно монет');
    expect(error.status).toBe(200);
    expect(error.code).toBe('NOT_ENOUGH_COINS');
    expect(error.serverError).toBe('Недостаточно монет');
    expect(error.body).toEqual(body);
    // Without a text of its own the caller's message shows (rewards.md 8 'Ошибка получения сокровища').
    const bare = await failure(client.post('/api/gifts/7/equip/'));
    expect(serverErrorText(bare, 'Ошибка экипировки подарка')).toBe('Ошибка экипировки подарка');
  });

  it("names the server's text only for what it refused (4xx), not for its own failure", async () => {
    const { client } = setup([json(400, { success: false, error: 'Выберите настроение', code: 'VALIDATION_ERROR' }), json(500, { success: false, error: 'Внутренняя ошибка сервера', code: 'INTERNAL' })]);
    expect(refusalText(await failure(client.put('/api/notes/1/', {})))).toBe('Выберите настроение');
    expect(refusalText(await failure(client.put('/api/notes/1/', {})))).toBeNull();
    expect(refusalText(new Error('offline'))).toBeNull();
  });

  it('passes 2xx answers that do not say success: false', async () => {
    const { client } = setup([json(200, { success: true, id: 1 }), json(200, { ready: false }), json(200, [1, 2]), new Response(null, { status: 204 })]);
    await expect(client.get('/api/a/')).resolves.toEqual({ success: true, id: 1 });
    await expect(client.get('/api/b/')).resolves.toEqual({ ready: false });
    await expect(client.get('/api/c/')).resolves.toEqual([1, 2]);
    await expect(client.delete('/api/d/')).resolves.toBeNull();
  });

  it("fails a successful answer that is not JSON with the spec's text; an empty answer is no body", async () => {
    const page = new Response('<!doctype html><p>Прокси</p>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    const { client } = setup([page, new Response(null, { status: 204 })]);
    const error = await failure(client.get('/api/notifications/'));
    expect(error.message).toBe('Сервер вернул не JSON ответ');
    expect(error.code).toBe('NOT_JSON');
    await expect(client.delete('/api/x/1/')).resolves.toBeNull();
  });

  it('uses the plain text of a non-JSON error, but never markup: a proxy page says the status in Russian', async () => {
    const { client } = setup([
      new Response('Bad gateway', { status: 502 }),
      new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      new Response('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
    ]);
    await expect(client.get('/api/x/')).rejects.toThrow('Bad gateway');
    const page = await failure(client.get('/api/x/'));
    expect(page).toMatchObject({ message: 'Ошибка сервера (502)', status: 502, serverError: null, body: '<html>502 Bad Gateway</html>' });
    expect((await failure(client.get('/api/x/'))).message).toBe('Ошибка сервера (500)');
  });

  it('reports a network failure with the host', async () => {
    const { client } = setup([
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]);
    await expect(client.get('/api/x/')).rejects.toThrow(
      'Не удается подключиться к серверу. Проверьте, что backend запущен на http://127.0.0.1:3100',
    );
  });

  it('gives up after the timeout with the URL in the message', async () => {
    vi.useFakeTimers();
    const { client } = setup([
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ]);
    const pending = failure(client.get('/api/slow/'));
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await pending;
    expect(error.message).toBe('Таймаут запроса к API. Backend не отвечает на http://127.0.0.1:3100/api/slow/');
    expect(error.status).toBe(0);
  });
});

describe('serverErrorText', () => {
  it('prefers the server text, then the transport text, then the default', () => {
    expect(serverErrorText(new ApiError('Запись не найдена', 404, 'BLOG_POST_NOT_FOUND', 'Запись не найдена'), 'Ошибка загрузки записи')).toBe('Запись не найдена');
    expect(serverErrorText(new ApiError('Таймаут запроса к API. Backend не отвечает на x', 0, 'TIMEOUT'), 'Ошибка загрузки записей')).toBe(
      'Таймаут запроса к API. Backend не отвечает на x',
    );
    expect(serverErrorText(new ApiError('HTTP 502', 502), 'Ошибка загрузки записей')).toBe('Ошибка загрузки записей');
    expect(serverErrorText(new TypeError('x'), 'Ошибка загрузки категорий')).toBe('Ошибка загрузки категорий');
  });

  it('passes an absent default through (a toast without a description)', () => {
    expect(serverErrorText(new ApiError('HTTP 502', 502), undefined)).toBeUndefined();
    expect(serverErrorText(new ApiError('Недостаточно монет', 400, null, 'Недостаточно монет'), null)).toBe('Недостаточно монет');
  });
});

describe('mentionsUnauthorized', () => {
  it("is a 401, or a message that says 'не авторизован' or 401", () => {
    expect(mentionsUnauthorized(new ApiError('Пользователь не авторизован', 401))).toBe(true);
    expect(mentionsUnauthorized(new ApiError('Пользователь не авторизован', 500))).toBe(true);
    expect(mentionsUnauthorized(new Error('HTTP 401 Unauthorized'))).toBe(true);
    expect(mentionsUnauthorized(new ApiError('Сервис временно недоступен', 503))).toBe(false);
    expect(mentionsUnauthorized(null)).toBe(false);
  });
});

describe('errorMessage', () => {
  it("is the error's message, else the default, else the value as text", () => {
    expect(errorMessage(new ApiError('Ошибка сервера (500)', 500))).toBe('Ошибка сервера (500)');
    expect(errorMessage(new Error(''), 'Неизвестная ошибка')).toBe('Неизвестная ошибка');
    expect(errorMessage('offline')).toBe('offline');
  });
});
