import { LOGOUT_PATH, api } from '../../../lib/api.ts';

/** POST /api/auth/logout/ — revokes the refresh token (body or cookie). */
export function logoutRequest(refreshToken: string | null): Promise<{ success: true }> {
  return api.post<{ success: true }>(LOGOUT_PATH, refreshToken ? { refresh_token: refreshToken } : {}, {
    auth: false,
    withCredentials: true,
  });
}
