import type { CreateInvoiceResponse } from '@tracker/shared/contract';
import type { SubscriptionPlan } from '@tracker/shared/domain';
import { api } from '../../../lib/api.ts';

/** POST /api/user/subscription/create-invoice/ -> the Stars invoice link (409 TELEGRAM_NOT_LINKED without Telegram). */
export function createInvoice(plan: SubscriptionPlan): Promise<CreateInvoiceResponse> {
  return api.post<CreateInvoiceResponse>('/api/user/subscription/create-invoice/', { plan });
}
