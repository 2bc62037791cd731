import { type PushSubscriptionRequest, vapidKeyResponseSchema } from '@tracker/shared/contract';
import { notificationSettingsTexts } from '@tracker/shared/texts';
import { api } from '../../../lib/api.ts';

/** GET /api/notifications/vapid-key/: the server's public key; a reply that is not JSON is an error (rewards.md 7). */
export async function getVapidKey(): Promise<string> {
  const body = await api.get<unknown>('/api/notifications/vapid-key/', { auth: false });
  const parsed = vapidKeyResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(notificationSettingsTexts.notJson);
  return parsed.data.publicKey;
}

/** POST /api/notifications/push-subscription/ with the browser's subscription as JSON. */
export async function savePushSubscription(subscription: PushSubscriptionRequest): Promise<void> {
  await api.post('/api/notifications/push-subscription/', subscription);
}
