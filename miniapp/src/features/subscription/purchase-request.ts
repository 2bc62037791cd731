import { DEFAULT_SUBSCRIPTION_PLAN, SUBSCRIPTION_PLANS, type SubscriptionPlan } from '@tracker/shared/domain';

/**
 * The plan an openSubscriptionPurchase event asks for: detail {plan} (or the plan itself as a
 * string); anything else buys the default monthly plan (rewards.md 4.10).
 */
export function planFromPurchaseEvent(event: Event): SubscriptionPlan {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  const plan = detail && typeof detail === 'object' ? (detail as { plan?: unknown }).plan : detail;
  return (SUBSCRIPTION_PLANS as readonly unknown[]).includes(plan) ? (plan as SubscriptionPlan) : DEFAULT_SUBSCRIPTION_PLAN;
}
