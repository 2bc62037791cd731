import type { SubscriptionPlanInfo } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** GET /api/user/subscription/plans/: the prices in Stars. */
export async function getSubscriptionPlans(): Promise<SubscriptionPlanInfo[]> {
  return (await api.get<{ plans: SubscriptionPlanInfo[] }>('/api/user/subscription/plans/')).plans;
}
