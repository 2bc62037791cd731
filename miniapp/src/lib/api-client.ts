import { API_TIMEOUT_MS, DEVICE_DAY_HEADER, DEVICE_TIME_HEADER, IDEMPOTENCY_KEY_HEADER, saysUnauthorized } from '@tracker/shared/domain';
import { apiTexts } from '@tracker/shared/texts';

/** An API call that failed: HTTP status (0 for timeout or network), the server's code and text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null = null,
    /** The server's own `error` text, when it sent one. */
    readonly serverError: string | null = null,
    /** Field name -> Russian message, on 400 validation errors. */
    readonly fields: Record<string, string> | null = null,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Whether a call about an object failed because it is gone: deleted on another device meanwhile (404). */
export function isGone(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 404;
}

/**
 * A validation error names its field for programs ('subject: Тема: обязательное поле'); people read
 * the field's own Russian message ('Тема: обязательное поле').
 */
function withoutFieldKey(error: string | null, fields: Record<string, string> | null): string | null {
  if (!error || !fields) return error;
  const named = Object.entries(fields).find(([field, message]) => error === `${field}: ${message}`);
  return named ? named[1] : error;
}

/**
 * The text shown for a failed call: the server's own error text, the transport's text for a timeout
 * or a lost connection, else the caller's `fallback` (rewards.md 8).
 */
export function serverErrorText<F extends string | null | undefined>(error: unknown, fallback: F): string | F {
  if (!isApiError(error)) return fallback;
  if (error.serverError) return error.serverError;
  return error.status === 0 ? error.message : fallback;
}

/**
 * The server's own text when it refused the call (4xx: the user can act on it), else null: a save
 * that failed otherwise (the server's fault, the network) says what did not happen instead.
 */
export function refusalText(error: unknown): string | null {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? (error.serverError ?? null) : null;
}

/** A failure that says the user is not signed in: a 401, or a message that says so (shared saysUnauthorized). */
export function mentionsUnauthorized(error: unknown): boolean {
  return (isApiError(error) && error.status === 401) || saysUnauthorized(errorMessage(error, ''));
}

/** An error's own message ('Ошибка сервера (500)', the server's text), else `fallback`, else the value as text. */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? String(error);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * false for calls that sign in or that anonymous users make: no bearer token, and a 401 is
   * an answer (wrong password) rather than an expired session.
   */
  auth?: boolean;
  /** Sends cookies (refresh cookie, pending-login status). */
  withCredentials?: boolean;
  /** false: not held by the before-call step (the step's own call). */
  beforeCall?: false;
  /** Sent as Idempotency-Key: a create sent again with the same key is made once (lib/idempotency.ts). */
  idempotencyKey?: string;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  /** The page origin: relative URLs resolve against it, messages name it. */
  origin: () => string;
  getToken: () => string | null;
  getRefreshToken: () => string | null;
  storeTokens: (token: string, refreshToken: string | null) => void;
  /** Called once a 401 could not be repaired: clear the session, go to the login page. */
  onUnauthorized: () => void;
  /** The day the device shows ("2026-11-25"), sent with every call: the server's "today" follows it (todayOnDevice). */
  deviceDay?: () => string;
  /** The device clock's instant (ISO 8601), sent with every call: the time of what the user writes (instantOnDevice). */
  deviceTime?: () => string;
  timeoutMs?: number;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /**
   * Replaces the refresh step: inside Telegram the app signs in again from initData instead of
   * relying on a refresh cookie (ARCHITECTURE.md "Sign-in"). Resolves true when a new token is stored.
   */
  setReauthenticate(fn: (() => Promise<boolean>) | null): void;
  /**
   * A step every signed-in call waits for (calls sent with `beforeCall: false` excepted): the app
   * tells the server its time zone there, so that even the first reads see the day it moved.
   */
  setBeforeCall(fn: (() => Promise<void>) | null): void;
}

const REFRESH_PATH = '/api/auth/refresh/';

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function firstText(...values: unknown[]): string | null {
  for (const value of values) if (typeof value === 'string' && value.trim() !== '') return value;
  return null;
}

/** A non-JSON body people can read as it is: short plain text ('Bad gateway'), not a proxy's HTML page. */
function plainText(body: unknown): string | null {
  const text = firstText(body)?.trim();
  return text && text.length <= 200 && !/[<>]/.test(text) ? text : null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Waits for `step` to settle (a failed step lets the call go too), or rejects with the abort as soon as `signal` aborts. */
function settledUnlessAborted(step: Promise<void>, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    const settled = () => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    };
    step.then(settled, settled);
  });
}

/** What one try of a call got back, and the token it carried. */
interface Sent {
  response: Response;
  token: string | null;
}

/** Builds the client: relative URLs, bearer token, JSON, timeout, one refresh on 401. */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const timeoutMs = deps.timeoutMs ?? API_TIMEOUT_MS;
  let reauthenticate: (() => Promise<boolean>) | null = null;
  let beforeCall: (() => Promise<void>) | null = null;
  let renewing: Promise<boolean> | null = null;

  /**
   * One try of a call, within the timeout. `first`: a step to wait for before sending (the
   * before-call step), inside the same timeout, so a call times out when it would have without it.
   */
  async function send(path: string, options: RequestOptions, first?: Promise<void>): Promise<Sent> {
    const url = new URL(path, deps.origin()).toString();
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });

    try {
      if (first) await settledUnlessAborted(first, controller.signal);
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (deps.deviceDay) headers[DEVICE_DAY_HEADER] = deps.deviceDay();
      if (deps.deviceTime) headers[DEVICE_TIME_HEADER] = deps.deviceTime();
      if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
      // A FormData body (file upload) sets its own multipart type and boundary.
      const isForm = options.body instanceof FormData;
      if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
      const token = options.auth === false ? null : deps.getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await deps.fetch(url, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
        credentials: options.withCredentials ? 'include' : 'same-origin',
        signal: controller.signal,
      });
      return { response, token };
    } catch (error) {
      if (timedOut) throw new ApiError(apiTexts.timeout(url), 0, 'TIMEOUT');
      if (options.signal?.aborted) throw error;
      throw new ApiError(apiTexts.network(deps.origin()), 0, 'NETWORK');
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  /**
   * Another tab of this browser renewed the session with the same refresh token a moment before
   * this one, whose renewal was therefore refused: the tokens that tab stored serve this one too.
   */
  const renewedElsewhere = (sent: string | null) => {
    const stored = deps.getRefreshToken();
    return sent !== null && stored !== null && stored !== sent && deps.getToken() !== null;
  };

  async function refreshTokens(): Promise<boolean> {
    const refreshToken = deps.getRefreshToken();
    try {
      const { response } = await send(REFRESH_PATH, {
        method: 'POST',
        body: refreshToken ? { refresh_token: refreshToken } : {},
        auth: false,
        withCredentials: true,
      });
      if (!response.ok) return renewedElsewhere(refreshToken);
      const body = asRecord(await readBody(response));
      const token = body && typeof body.token === 'string' ? body.token : null;
      if (!token) return false;
      deps.storeTokens(token, typeof body?.refresh_token === 'string' ? body.refresh_token : null);
      return true;
    } catch {
      return false;
    }
  }

  /** One renewal at a time: concurrent 401s wait for the same refresh. */
  function renewSession(): Promise<boolean> {
    renewing ??= (reauthenticate ? reauthenticate().catch(() => false) : refreshTokens()).finally(() => {
      renewing = null;
    });
    return renewing;
  }

  function toError(response: Response, body: unknown): ApiError {
    const record = asRecord(body);
    const fields = asRecord(record?.fields) as Record<string, string> | null;
    const serverError = withoutFieldKey(firstText(record?.error, record?.detail, record?.message), fields);
    const message = serverError ?? plainText(body) ?? apiTexts.httpError(response.status);
    const code = typeof record?.code === 'string' ? record.code : null;
    return new ApiError(message, response.status, code, serverError, fields, body);
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const step = beforeCall && options.auth !== false && options.beforeCall !== false && deps.getToken() ? beforeCall() : undefined;
    const first = await send(path, options, step);
    let response = first.response;
    if (response.status === 401 && options.auth !== false) {
      // The session this call was sent in has ended meanwhile (a failed renewal signed the user
      // out): no renewal, which could bring a session back from the refresh cookie after the logout.
      if (first.token !== null && deps.getToken() === null) {
        throw new ApiError(apiTexts.unauthorized, 401, 'UNAUTHORIZED', null, null, await readBody(response));
      }
      // A 401 that arrives after another call already renewed the session only needs a retry.
      const renewedMeanwhile = deps.getToken() !== first.token && deps.getToken() !== null;
      const renewed = renewedMeanwhile || (await renewSession());
      if (renewed) response = (await send(path, options)).response;
      if (response.status === 401) {
        // Signed out only when the session could not be renewed (core.md 3 "Session"); a retry
        // refused with a fresh token is this call's error ('Пользователь не авторизован').
        if (!renewed) deps.onUnauthorized();
        const body = await readBody(response);
        throw new ApiError(apiTexts.unauthorized, 401, 'UNAUTHORIZED', null, null, body);
      }
    }
    const body = await readBody(response);
    // An answer that says it failed is a failure whatever its status (rewards.md 8: any call
    // answering non-success shows its error message).
    if (!response.ok || asRecord(body)?.success === false) throw toError(response, body);
    // A successful answer that is text, not JSON (a proxy's page, a misrouted call), is not the answer.
    if (typeof body === 'string') throw new ApiError(apiTexts.notJson, response.status, 'NOT_JSON', null, null, body);
    return body as T;
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body: body ?? {} }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body: body ?? {} }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    setReauthenticate(fn) {
      reauthenticate = fn;
    },
    setBeforeCall(fn) {
      beforeCall = fn;
    },
  };
}
