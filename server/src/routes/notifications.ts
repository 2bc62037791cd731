import { Hono } from 'hono';
import { saveNotificationSettingsRequestSchema } from '@tracker/shared/contract';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { parseJsonBody } from '../http/parse-input.ts';
import { requireUser } from '../http/require-user.ts';
import { notificationSettingsOf, saveNotificationSettings } from '../services/notification-settings.ts';

/** /api/notifications: the settings of rewards.md 3 (the notifications list comes in a later issue). */
export function notificationRoutes(deps: AppDeps) {
  const { db, now } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps.config.sessionSecret, now))
    .get('/settings', async (c) => c.json({ success: true as const, settings: await notificationSettingsOf(db, c.var.userId) }))
    .post('/settings/save', async (c) => {
      const input = await parseJsonBody(c, saveNotificationSettingsRequestSchema);
      return c.json({ success: true as const, settings: await saveNotificationSettings(db, c.var.userId, input, now()) });
    });
}
