import type { SubscriptionResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** GET /api/user/subscription/ */
export function getSubscription(): Promise<SubscriptionResponse> {
  return api.get<SubscriptionResponse>('/api/user/subscription/');
}
