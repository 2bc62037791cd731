import { codeChallengeOf, createCodeVerifier, createSessionKey, vkAuthorizeUrl } from '@tracker/shared/domain';
import type { KeyValueStore } from '../../lib/storage.ts';

/**
 * One VK ID sign-in through VK's authorize page (the spec's fallback button, used as the main way:
 * VK's one-tap script is not loaded). The PKCE verifier and state stay in sessionStorage until VK
 * sends the browser back to /login with code, state and device_id.
 */
export const VK_ATTEMPT_STORAGE = 'vk_id_attempt';

interface VkAttempt {
  state: string;
  code_verifier: string;
  redirect_uri: string;
}

export interface VkApp {
  clientId: string;
  /** VK ID's authorize page, as the server names it. */
  authorizeUrl: string;
}

/**
 * Where VK sends the browser back: this /login, keeping `?link=vk` when linking (so the page that
 * comes back is the embedded one). Both addresses are trusted redirect URLs of the VK app.
 */
export function vkRedirectUri(origin: string, linking: boolean): string {
  return `${origin}/login${linking ? '?link=vk' : ''}`;
}

/** Stores a new attempt and answers the authorize address to open. */
export async function beginVkAttempt(app: VkApp, redirectUri: string, store: KeyValueStore): Promise<string> {
  const attempt: VkAttempt = { state: createSessionKey(), code_verifier: createCodeVerifier(), redirect_uri: redirectUri };
  const codeChallenge = await codeChallengeOf(attempt.code_verifier);
  store.set(VK_ATTEMPT_STORAGE, JSON.stringify(attempt));
  return vkAuthorizeUrl(app.authorizeUrl, { clientId: app.clientId, redirectUri, state: attempt.state, codeChallenge });
}

/** The stored attempt VK's `state` belongs to, spent on the way (a code comes back once); null for a foreign state. */
export function takeVkAttempt(state: string | null, store: KeyValueStore): VkAttempt | null {
  const raw = store.get(VK_ATTEMPT_STORAGE);
  store.remove(VK_ATTEMPT_STORAGE);
  if (!raw || !state) return null;
  try {
    const attempt = JSON.parse(raw) as VkAttempt;
    return attempt.state === state ? attempt : null;
  } catch {
    return null;
  }
}

/** What VK put into the address on its way back (core.md 4: a code with an optional device_id), or null. */
export interface VkReturn {
  code: string | null;
  device_id: string | null;
  state: string | null;
  /** VK's error when the user refused or VK failed. */
  error: string | null;
}

export function vkReturnOf(params: URLSearchParams): VkReturn | null {
  const code = params.get('code');
  const error = params.get('error');
  if (code === null && error === null) return null;
  return { code, device_id: params.get('device_id'), state: params.get('state'), error };
}
