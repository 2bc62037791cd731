import type { AuthResponse, LinkedProvidersResponse, VkLoginRequest } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

/** POST /api/auth/vk/ with what VK sent back (code, device_id) and the attempt's PKCE verifier, state and redirect. */
export function loginWithVk(data: VkLoginRequest): Promise<AuthResponse> {
  return api.post<AuthResponse>('/api/auth/vk/', data, { auth: false });
}

/**
 * POST /api/auth/link/vk/ (bearer) with the same VK login data: links that VK account to the
 * signed-in user. 409 VK_ACCOUNT_TAKEN / VK_ALREADY_LINKED carry the Russian text.
 */
export function linkVk(data: VkLoginRequest): Promise<LinkedProvidersResponse> {
  return api.post<LinkedProvidersResponse>('/api/auth/link/vk/', data);
}
