import type { PlanPrices } from '@tracker/shared/domain';
import { useEffect, useState } from 'react';
import { getSubscriptionPlans } from './api/get-subscription-plans.ts';

/** Each plan's price in Stars once GET /api/user/subscription/plans/ answers; empty until then or when it fails. */
export function usePlanPrices(): PlanPrices {
  const [prices, setPrices] = useState<PlanPrices>({});
  useEffect(() => {
    let alive = true;
    getSubscriptionPlans()
      .then((plans) => {
        if (alive) setPrices(Object.fromEntries(plans.map((p) => [p.plan, p.amount])));
      })
      .catch((error: unknown) => console.warn('subscription plans failed', error));
    return () => {
      alive = false;
    };
  }, []);
  return prices;
}
