import { Hono } from 'hono';
import { markNotificationReadRequestSchema, pushSubscriptionRequestSchema, saveNotificationSettingsRequestSchema } from '@tracker/shared/contract';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { parseJsonBody } from '../http/parse-input.ts';
import { requireUser } from '../http/require-user.ts';
import { notificationSettingsOf, saveNotificationSettings } from '../services/notification-settings.ts';
import { listNotifications, markNotificationRead } from '../services/notifications.ts';
import { savePushSubscription } from '../services/push-subscriptions.ts';

/** /api/notifications: the in-app list (rewards.md 4.3, 7), the settings of rewards.md 3 and browser push. */
export function notificationRoutes(deps: AppDeps) {
  const { db, now } = deps;
  return new Hono<AppEnv>()
    // The public key is public: a browser asks for it before it subscribes.
    .get('/vapid-key', (c) => c.json({ success: true as const, publicKey: deps.config.vapid.publicKey }))
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
    })
    .post('/push-subscription', async (c) => {
      const subscription = await parseJsonBody(c, pushSubscriptionRequestSchema);
      await savePushSubscription(db, c.var.userId, subscription, deps.config.secure, now());
      return c.json({ success: true as const });
    });
}
