import type { LinkedProvidersResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';
import type { TelegramWidgetUser } from './login-telegram.ts';

/**
 * POST /api/auth/link/telegram/ (bearer) with the Login Widget's signed fields: links that Telegram
 * account to the signed-in user. 409 TELEGRAM_ACCOUNT_TAKEN / TELEGRAM_ALREADY_LINKED carry the Russian text.
 */
export function linkTelegramWithWidget(user: TelegramWidgetUser): Promise<LinkedProvidersResponse> {
  return api.post<LinkedProvidersResponse>('/api/auth/link/telegram/', user);
}
