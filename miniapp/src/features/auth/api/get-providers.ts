import type { ProvidersResponse } from '@tracker/shared/contract';
import { api } from '../../../lib/api.ts';

let cached: Promise<ProvidersResponse> | null = null;

/** GET /api/auth/providers/ — which sign-in ways this server offers; asked once per page. */
export function getProviders(): Promise<ProvidersResponse> {
  cached ??= api.get<ProvidersResponse>('/api/auth/providers/', { auth: false }).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
