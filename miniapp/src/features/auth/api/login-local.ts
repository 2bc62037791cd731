import type { AuthResponse, LocalLoginRequest } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** POST /api/auth/local/ — a wrong login or password answers 401 'Неверный логин или пароль'. */
export function loginLocal(body: LocalLoginRequest): Promise<AuthResponse> {
  return api.post<AuthResponse>('/api/auth/local/', body, { auth: false });
}
