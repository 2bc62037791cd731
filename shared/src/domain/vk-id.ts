import { toBase64Url } from './sign-in-timing.ts';

/**
 * VK ID (OAuth 2.1, id.vk.com) as this app uses it, without VK's SDK:
 * - the browser opens `${VK_ID_API_ROOT}/authorize?response_type=code&client_id&redirect_uri&state
 *   &code_challenge&code_challenge_method=s256&scope`; VK sends the user back to redirect_uri with
 *   `code`, `state`, `device_id` (plus `expires_in`, `type=code_v2`);
 * - PKCE is mandatory: code_verifier is 43-128 characters of a-z A-Z 0-9 _ -, code_challenge its
 *   SHA-256 in base64url;
 * - the server exchanges the code (server/src/services/vk-id.ts).
 */
export const VK_CODE_VERIFIER_MIN = 43;
export const VK_CODE_VERIFIER_MAX = 128;
export const VK_CODE_VERIFIER_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${VK_CODE_VERIFIER_MIN},${VK_CODE_VERIFIER_MAX}}$`);

/** Basic profile access: names and photo, all a sign-in needs. */
export const VK_ID_SCOPE = 'vkid.personal_info';

/** How the authorize request names S256 (VK spells it in lower case). */
const VK_CODE_CHALLENGE_METHOD = 's256';

/** Bytes of randomness in a code_verifier: 48 bytes -> 64 base64url characters. */
const CODE_VERIFIER_BYTES = 48;

export function createCodeVerifier(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return toBase64Url(random(new Uint8Array(CODE_VERIFIER_BYTES)));
}

/** S256 of RFC 7636: base64url(SHA-256(verifier)), without padding. */
export async function codeChallengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return toBase64Url(new Uint8Array(digest));
}

export interface VkAuthorizeParams {
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

/** The address of VK ID's authorize page for one sign-in attempt. */
export function vkAuthorizeUrl(authorizeBase: string, p: VkAuthorizeParams): string {
  const url = new URL(authorizeBase);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: p.clientId,
    redirect_uri: p.redirectUri,
    state: p.state,
    code_challenge: p.codeChallenge,
    code_challenge_method: VK_CODE_CHALLENGE_METHOD,
    scope: VK_ID_SCOPE,
  }).toString();
  return url.toString();
}
