import type { AuthResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** POST /api/auth/telegram/ with the Mini App's raw initData. */
export function loginWithInitData(initData: string): Promise<AuthResponse> {
  return api.post<AuthResponse>('/api/auth/telegram/', { init_data: initData }, { auth: false });
}

/** The fields the Telegram Login Widget hands to its data-onauth callback. */
export interface TelegramWidgetUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
}

/** POST /api/auth/telegram/ with the Login Widget's signed fields (ARCHITECTURE.md "REST contract"). */
export function loginWithWidget(user: TelegramWidgetUser): Promise<AuthResponse> {
  return api.post<AuthResponse>('/api/auth/telegram/', user, { auth: false });
}
