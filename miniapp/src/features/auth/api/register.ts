import type { AuthResponse, RegisterRequest } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** POST /api/auth/register/ — 400 carries Russian field errors under `fields`. */
export function registerAccount(body: RegisterRequest): Promise<AuthResponse> {
  return api.post<AuthResponse>('/api/auth/register/', body, { auth: false });
}
