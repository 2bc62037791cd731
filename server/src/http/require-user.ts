import { createMiddleware } from 'hono/factory';
import { DomainError } from '../domain-error.ts';
import { verifyAccessToken } from '../services/tokens.ts';
import type { AppEnv } from './app-env.ts';

/** Accepts `Authorization: Bearer <access token>` and sets `userId`; anything else is a 401. */
export function requireUser(sessionSecret: string, now: () => Date) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const userId = match ? verifyAccessToken(match[1]!, sessionSecret, now()) : null;
    if (userId === null) throw new DomainError('UNAUTHORIZED');
    c.set('userId', userId);
    await next();
  });
}
