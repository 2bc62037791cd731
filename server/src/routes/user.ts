import { Hono } from 'hono';
import { timezoneRequestSchema, updateAnimationRequestSchema } from '@tracker/shared/contract';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { parseJsonBody } from '../http/parse-input.ts';
import { requireUser } from '../http/require-user.ts';
import { selectAnimation } from '../services/gifts.ts';
import { profileOf, setTimeZone, statusLevels, statusSummaryOf, subscriptionSummaryOf } from '../services/users.ts';

export function userRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps.config.sessionSecret, deps.now))
    .get('/profile', async (c) => c.json(await profileOf(deps.db, c.var.userId, deps.now())))
    .get('/status', async (c) => c.json(await statusSummaryOf(deps.db, c.var.userId)))
    .get('/statuses', (c) => c.json(statusLevels()))
    .get('/subscription', async (c) => c.json(await subscriptionSummaryOf(deps.db, c.var.userId, deps.now())))
    .put('/timezone', async (c) => {
      const { timezone } = await parseJsonBody(c, timezoneRequestSchema);
      await setTimeZone(deps.db, c.var.userId, timezone);
      return c.json({ success: true as const, timezone });
    })
    .put('/animation/update', async (c) => {
      const { animation_id } = await parseJsonBody(c, updateAnimationRequestSchema);
      return c.json(await selectAnimation(deps.db, c.var.userId, animation_id));
    });
}
