import { Hono } from 'hono';
import { createInvoiceRequestSchema } from '@tracker/shared/contract';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { parseJsonBody } from '../http/parse-input.ts';
import { requireUser } from '../http/require-user.ts';
import { createSubscriptionInvoice, subscriptionPlans } from '../services/subscription.ts';
import { subscriptionSummaryOf } from '../services/users.ts';

/**
 * /api/user/subscription/... (also at /user/subscription/..., as the spec's table calls it): the
 * subscription summary and the Stars invoices.
 */
export function subscriptionRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const prices = { monthly: deps.config.starsPriceMonthly, yearly: deps.config.starsPriceYearly };
  return new Hono<AppEnv>()
    .use(requireUser(deps.config.sessionSecret, now))
    .get('/', async (c) => c.json(await subscriptionSummaryOf(db, c.var.userId, now())))
    .get('/plans', (c) => c.json({ success: true as const, plans: subscriptionPlans(prices) }))
    .post('/create-invoice', async (c) => {
      const { plan } = await parseJsonBody(c, createInvoiceRequestSchema);
      const answer = await createSubscriptionInvoice(db, c.var.userId, plan, {
        prices,
        sessionSecret: deps.config.sessionSecret,
        now: now(),
        createInvoiceLink: deps.payments?.createInvoiceLink ?? null,
      });
      return c.json(answer);
    });
}
