import { Hono } from 'hono';
import { markNotificationReadRequestSchema, saveNotificationSettingsRequestSchema } from '@tracker/shared/contract';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { parseJsonBody } from '../http/parse-input.ts';
import { requireUser } from '../http/require-user.ts';
import { notificationSettingsOf, saveNotificationSettings } from '../services/notification-settings.ts';
import { listNotifications, markNotificationRead } from '../services/notifications.ts';

/** /api/notifications: the in-app list (rewards.md 4.3, 7) and the settings of rewards.md 3. */
export function notificationRoutes(deps: AppDeps) {
  const { db, now } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps.config.sessionSecret, now))
    .get('/', async (c) => c.json(await listNotifications(db, c.var.userId, now())))
    .post('/read', async (c) => {
      const { user_notification_id } = await parseJsonBody(c, markNotificationReadRequestSchema);
      await markNotificationRead(db, c.var.userId, user_notification_id, now());
      return c.json({ success: true as const });
    })
    .get('/settings', async (c) => c.json({ success: true as const, settings: await notificationSettingsOf(db, c.var.userId) }))
    .post('/settings/save', async (c) => {
      const input = await parseJsonBody(c, saveNotificationSettingsRequestSchema);
      return c.json({ success: true as const, settings: await saveNotificationSettings(db, c.var.userId, input, now()) });
    });
}
