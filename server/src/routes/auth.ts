import { Hono } from 'hono';
import {
  localLoginRequestSchema,
  pendingInitRequestSchema,
  pendingLoginRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  telegramLoginRequestSchema,
  vkLoginRequestSchema,
} from '@tracker/shared/contract';
import { loginTexts } from '@tracker/shared/texts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { parseInput, parseJsonBody } from '../http/parse-input.ts';
import { clientAddress } from '../http/client-address.ts';
import { clearRefreshCookie, refreshTokenOf, setRefreshCookie } from '../http/refresh-cookie.ts';
import { bearerUserId, requireUser } from '../http/require-user.ts';
import { DomainError } from '../domain-error.ts';
import { linkAccountOrThrow } from '../services/account-links.ts';
import { authLinksOf } from '../services/users.ts';
import { type AuthContext, loginLocal, loginTelegram, loginVk, logout, refreshSession, register, telegramAccountOf, telegramIdentity } from '../services/auth.ts';
import { cancelPendingLogin, initPendingLogin, pendingLoginStatus } from '../services/pending-logins.ts';
import { vkAccountOf, vkIdConfigOrThrow } from '../services/vk-id.ts';

/** GET /auth/pending/status/ — answered both here and under /api (core.md 7). */
export function pendingStatusRoute(deps: AppDeps) {
  const ctx: AuthContext = { db: deps.db, sessionSecret: deps.config.sessionSecret, now: deps.now };
  const { secure } = deps.config;
  return new Hono().get('/pending/status', async (c) => {
    const { session_key } = parseInput(pendingLoginRequestSchema, { session_key: c.req.query('session_key') });
    const status = await pendingLoginStatus(ctx, session_key);
    if (status.ready) setRefreshCookie(c, status.refresh_token, secure);
    return c.json(status);
  });
}

export function authRoutes(deps: AppDeps) {
  const ctx: AuthContext = { db: deps.db, sessionSecret: deps.config.sessionSecret, now: deps.now };
  const { secure, vkClientId, vkIdApiRoot, publicUrl } = deps.config;
  /** Where VK ID sends the browser back with the code, unless the page names its own (it must be the authorize request's). */
  const vkRedirectUri = `${publicUrl}/login`;

  return new Hono<AppEnv>()
    .post('/register', async (c) => {
      const answer = await register(ctx, await parseJsonBody(c, registerRequestSchema));
      setRefreshCookie(c, answer.refresh_token, secure);
      return c.json(answer, 201);
    })
    .post('/local', async (c) => {
      // core.md 5, 8: an empty login or password answers the login form's own text.
      const credentials = await parseJsonBody(c, localLoginRequestSchema, { whenEmpty: loginTexts.fillAllFields });
      const answer = await loginLocal(ctx, credentials, clientAddress(c));
      setRefreshCookie(c, answer.refresh_token, secure);
      return c.json(answer);
    })
    // The Mini App keeps the body's refresh token; a browser signed in with the Login Widget gets the cookie like the others.
    .post('/telegram', async (c) => {
      const answer = await loginTelegram(ctx, deps.config.botToken, await parseJsonBody(c, telegramLoginRequestSchema));
      setRefreshCookie(c, answer.refresh_token, secure);
      return c.json(answer);
    })
    // Malformed input is a 400 whether or not VK sign-in is configured (the 503 is for valid requests).
    .post('/vk', async (c) => {
      const input = await parseJsonBody(c, vkLoginRequestSchema);
      const answer = await loginVk(ctx, vkIdConfigOrThrow(vkClientId, vkIdApiRoot), input, vkRedirectUri);
      setRefreshCookie(c, answer.refresh_token, secure);
      return c.json(answer);
    })
    .post('/refresh', async (c) => {
      const body = await parseJsonBody(c, refreshRequestSchema);
      const session = await refreshSession(ctx, refreshTokenOf(c, body.refresh_token));
      setRefreshCookie(c, session.refresh_token, secure);
      return c.json({ success: true as const, ...session });
    })
    .post('/logout', async (c) => {
      const body = await parseJsonBody(c, refreshRequestSchema);
      await logout(ctx, refreshTokenOf(c, body.refresh_token), bearerUserId(c.req.header('authorization'), ctx.sessionSecret, ctx.now()));
      clearRefreshCookie(c);
      return c.json({ success: true as const });
    })
    .post('/pending/init', async (c) => {
      const { session_key, link } = await parseJsonBody(c, pendingInitRequestSchema);
      const linkUserId = link ? bearerUserId(c.req.header('authorization'), ctx.sessionSecret, ctx.now()) : null;
      if (link && linkUserId === null) throw new DomainError('UNAUTHORIZED');
      await initPendingLogin(ctx, session_key, linkUserId);
      return c.json({ success: true as const });
    })
    .post('/pending/cancel', async (c) => {
      const { session_key } = await parseJsonBody(c, pendingLoginRequestSchema);
      await cancelPendingLogin(ctx, session_key);
      return c.json({ success: true as const });
    })
    .post('/link/telegram', requireUser(ctx.sessionSecret, ctx.now), async (c) => {
      const account = telegramAccountOf(ctx, deps.config.botToken, await parseJsonBody(c, telegramLoginRequestSchema));
      await linkAccountOrThrow(ctx.db, c.var.userId, telegramIdentity(account), ctx.now());
      return c.json({ success: true as const, auth: await authLinksOf(ctx.db, c.var.userId) });
    })
    .post('/link/vk', requireUser(ctx.sessionSecret, ctx.now), async (c) => {
      const input = await parseJsonBody(c, vkLoginRequestSchema);
      const account = await vkAccountOf(vkIdConfigOrThrow(vkClientId, vkIdApiRoot), input, vkRedirectUri);
      await linkAccountOrThrow(ctx.db, c.var.userId, account, ctx.now());
      return c.json({ success: true as const, auth: await authLinksOf(ctx.db, c.var.userId) });
    })
    .route('/', pendingStatusRoute(deps))
    .get('/providers', (c) =>
      c.json({
        success: true as const,
        telegram_bot: deps.telegram?.botUsername ?? null,
        vk_client_id: vkClientId,
        vk_authorize_url: vkClientId ? `${vkIdApiRoot}/authorize` : null,
      }),
    );
}
