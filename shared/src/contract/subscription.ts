import { z } from 'zod';
import { DEFAULT_SUBSCRIPTION_PLAN, STARS_CURRENCY, SUBSCRIPTION_PLANS } from '../domain/subscription-plans.ts';

const planSchema = z.enum(SUBSCRIPTION_PLANS, { error: 'План подписки: monthly или yearly' });

/** POST /api/user/subscription/create-invoice/ (rewards.md 7): plan monthly (default) or yearly. */
export const createInvoiceRequestSchema = z.object({
  plan: planSchema.nullish().transform((plan) => plan ?? DEFAULT_SUBSCRIPTION_PLAN),
});
export type CreateInvoiceRequest = z.infer<typeof createInvoiceRequestSchema>;

/** The link the mini app opens with `openInvoice` (outside Telegram: in a new tab). */
export const createInvoiceResponseSchema = z.object({
  success: z.literal(true),
  invoice_link: z.string(),
  plan: planSchema,
  /** Price in Stars. */
  amount: z.number().int(),
  currency: z.literal(STARS_CURRENCY),
});
export type CreateInvoiceResponse = z.infer<typeof createInvoiceResponseSchema>;

export const subscriptionPlanSchema = z.object({
  plan: planSchema,
  /** Price in Stars. */
  amount: z.number().int(),
  currency: z.literal(STARS_CURRENCY),
  period_days: z.number().int(),
  /** Monthly renews itself every 30 days until cancelled; yearly is paid once. */
  recurring: z.boolean(),
});
export type SubscriptionPlanInfo = z.infer<typeof subscriptionPlanSchema>;

/** GET /api/user/subscription/plans/: prices for the limit modal's 'Месяц' and 'Год' buttons. */
export const subscriptionPlansResponseSchema = z.object({ success: z.literal(true), plans: z.array(subscriptionPlanSchema) });
