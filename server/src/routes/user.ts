import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  ownUsernameQuerySchema,
  profileUpdateRequestSchema,
  timezoneRequestSchema,
  updateAnimationRequestSchema,
  usernameQuerySchema,
} from '@tracker/shared/contract';
import { AVATAR_MAX_BYTES } from '@tracker/shared/domain';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { parseJsonBody, parseQuery } from '../http/parse-input.ts';
import { requireUser } from '../http/require-user.ts';
import { DomainError } from '../domain-error.ts';
import { assertUploadTarget, saveAvatar } from '../services/avatars.ts';
import { selectAnimation } from '../services/gifts.ts';
import { updateProfile } from '../services/profile-edit.ts';
import { activityOf, profileOf, setTimeZone, statusLevels, statusSummaryOf, usernameOf } from '../services/users.ts';

/** The avatar upload's own limit (JSON bodies have theirs in parseJsonBody): room for the multipart envelope around a file of the maximum size. */
const avatarBodyLimit = bodyLimit({
  maxSize: AVATAR_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new DomainError('AVATAR_TOO_LARGE');
  },
});

export function userRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps.config.sessionSecret, deps.now))
    .get('/profile', async (c) => c.json(await profileOf(deps.db, c.var.userId, deps.now(), parseQuery(c, ownUsernameQuerySchema), c.var.device)))
    .get('/activity', async (c) => c.json(await activityOf(deps.db, c.var.userId, deps.now(), parseQuery(c, ownUsernameQuerySchema), c.var.device)))
    .get('/username', async (c) => c.json(await usernameOf(deps.db, c.var.userId, parseQuery(c, usernameQuerySchema))))
    .get('/status', async (c) => c.json(await statusSummaryOf(deps.db, c.var.userId)))
    .get('/statuses', (c) => c.json(statusLevels()))
    .put('/timezone', async (c) => {
      const { timezone } = await parseJsonBody(c, timezoneRequestSchema);
      const moved = await setTimeZone(deps.db, c.var.userId, timezone, deps.now());
      return c.json({ success: true as const, timezone, moved_today: moved });
    })
    .put('/animation/update', async (c) => {
      const { animation_id } = await parseJsonBody(c, updateAnimationRequestSchema);
      return c.json(await selectAnimation(deps.db, c.var.userId, animation_id));
    })
    .put('/profile/update', async (c) => {
      const input = await parseJsonBody(c, profileUpdateRequestSchema);
      return c.json(await updateProfile(deps.db, c.var.userId, input));
    })
    .post('/avatar/upload', avatarBodyLimit, async (c) => {
      await assertUploadTarget(deps.db, c.var.userId, c.req.query());
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      return c.json(await saveAvatar(deps.db, deps.config.dataDir, c.var.userId, body.avatar));
    });
}
