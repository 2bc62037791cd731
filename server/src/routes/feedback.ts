import { Hono } from 'hono';
import { feedbackRequestSchema } from '@tracker/shared/contract';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { clientAddress } from '../http/client-address.ts';
import { parseJsonBody } from '../http/parse-input.ts';
import { bearerUserId } from '../http/require-user.ts';
import { submitFeedback } from '../services/feedback.ts';

/**
 * POST /feedback/submit/ — public. The sender is the bearer token's user when a valid one comes,
 * else anonymous; a user_id in the body is never trusted.
 */
export function feedbackRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/submit', async (c) => {
    const input = await parseJsonBody(c, feedbackRequestSchema);
    const now = deps.now();
    const userId = bearerUserId(c.req.header('authorization'), deps.config.sessionSecret, now);
    return c.json(await submitFeedback(deps.db, input, { userId, clientKey: clientAddress(c) }, now));
  });
}
