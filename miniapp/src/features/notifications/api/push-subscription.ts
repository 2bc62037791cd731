import { type PushSubscriptionRequest, vapidKeyResponseSchema } from '@tracker/shared/contract';
import { apiTexts } from '@tracker/shared/texts';
import { api } from '../../../lib/api.ts';

/** The answer as rewards.md 7 gives it (`publicKey` alone); ours also says `success: true`. */
const vapidKeyAnswer = vapidKeyResponseSchema.partial({ success: true });

/** GET /api/notifications/vapid-key/: the server's public key; a reply that is not JSON is an error (rewards.md 7). */
export async function getVapidKey(): Promise<string> {
  const body = await api.get<unknown>('/api/notifications/vapid-key/', { auth: false });
  const parsed = vapidKeyAnswer.safeParse(body);
  if (!parsed.success) throw new Error(apiTexts.notJson);
  return parsed.data.publicKey;
}

/** POST /api/notifications/push-subscription/ with the browser's subscription as JSON. */
export async function savePushSubscription(subscription: PushSubscriptionRequest): Promise<void> {
  await api.post('/api/notifications/push-subscription/', subscription);
}
