import { createMiddleware } from 'hono/factory';
import { DEVICE_DAY_HEADER, DEVICE_TIME_HEADER } from '@tracker/shared/domain';
import { DomainError } from '../domain-error.ts';
import { verifyAccessToken } from '../services/tokens.ts';
import type { AppEnv } from './app-env.ts';

/** The user of a valid `Authorization: Bearer <access token>` header, else null. */
export function bearerUserId(header: string | undefined, sessionSecret: string, now: Date): number | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? verifyAccessToken(match[1]!, sessionSecret, now) : null;
}

/**
 * Accepts `Authorization: Bearer <access token>` and sets `userId`; anything else is a 401. Also
 * sets `device`, the day and instant the app's device shows, for the day rules of the user's services.
 */
export function requireUser(sessionSecret: string, now: () => Date) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const userId = bearerUserId(c.req.header('authorization'), sessionSecret, now());
    if (userId === null) throw new DomainError('UNAUTHORIZED');
    c.set('userId', userId);
    c.set('device', { day: c.req.header(DEVICE_DAY_HEADER) ?? null, time: c.req.header(DEVICE_TIME_HEADER) ?? null });
    await next();
  });
}
