import type { VkLoginRequest } from '@tracker/shared/contract';
import { z } from 'zod';
import { DomainError } from '../domain-error.ts';
import type { ExternalAccount } from './identities.ts';

/**
 * The VK ID API (OAuth 2.1, documented at id.vk.com/about/business/go/docs, "Справочник методов")
 * as the server calls it. Both calls are POSTs with an application/x-www-form-urlencoded body and
 * answer JSON:
 * - `POST /oauth2/auth` with grant_type=authorization_code, code, code_verifier, client_id,
 *   device_id, redirect_uri, state -> {access_token, refresh_token, id_token, token_type: "Bearer",
 *   expires_in, user_id (number), state (echoed), scope}. The code lives ~10 minutes and works once.
 * - `POST /oauth2/user_info` with client_id, access_token -> {user: {user_id (a string), first_name,
 *   last_name, avatar, sex, verified, birthday, [email, phone]}}.
 * A refusal (bad code or verifier, foreign client, dead token) is a JSON `{error, error_description}`
 * (invalid_grant, invalid_request, invalid_client, invalid_token ...), with a 4xx status or 200; we
 * answer it as VK_AUTH_FAILED. No answer, a 5xx or something that is not VK's JSON is VK_UNAVAILABLE.
 */
export interface VkIdConfig {
  clientId: string;
  apiRoot: string;
  /** How long a call may take before VK counts as unreachable (VK_ID_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** A VK ID call that has not answered by now counts as VK being unreachable. */
const VK_ID_TIMEOUT_MS = 10_000;

const vkErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });
const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  user_id: z.coerce.number().int().positive(),
  state: z.string().optional(),
});
const userInfoAnswerSchema = z.object({
  user: z.object({
    user_id: z.coerce.number().int().positive(),
    first_name: z.string().optional(),
    last_name: z.string().optional(),
    avatar: z.string().optional(),
  }),
});

/** POSTs a form to VK ID and answers the JSON of a success; throws VK_AUTH_FAILED or VK_UNAVAILABLE. */
async function postForm<S extends z.ZodType>(vk: VkIdConfig, path: string, form: Record<string, string>, schema: S): Promise<z.infer<S>> {
  let res: Response;
  let body: unknown;
  try {
    res = await fetch(`${vk.apiRoot}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(vk.timeoutMs ?? VK_ID_TIMEOUT_MS),
    });
    body = await res.json();
  } catch {
    throw new DomainError('VK_UNAVAILABLE');
  }
  if (res.status >= 500) throw new DomainError('VK_UNAVAILABLE');
  if (vkErrorSchema.safeParse(body).success || !res.ok) throw new DomainError('VK_AUTH_FAILED');
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new DomainError('VK_UNAVAILABLE');
  return parsed.data;
}

/** The access token and VK user the authorization code of `input` stands for. */
async function exchangeCode(vk: VkIdConfig, input: VkLoginRequest & { code: string }, defaultRedirectUri: string) {
  const state = input.state ?? '';
  const answer = await postForm(
    vk,
    '/oauth2/auth',
    {
      grant_type: 'authorization_code',
      code: input.code,
      code_verifier: input.code_verifier ?? '',
      client_id: vk.clientId,
      device_id: input.device_id ?? '',
      redirect_uri: input.redirect_uri ?? defaultRedirectUri,
      state,
    },
    tokenAnswerSchema,
  );
  // VK echoes the state; another one means the answer is not to this request.
  if (answer.state !== undefined && answer.state !== state) throw new DomainError('VK_AUTH_FAILED');
  return answer;
}

/**
 * The VK account the login data proves, as VK ID itself says: the code is exchanged (or the given
 * access token checked) and the profile read from user_info. A user_id the page or the exchange
 * names must be the one user_info names.
 */
export async function vkAccountOf(vk: VkIdConfig, input: VkLoginRequest, defaultRedirectUri: string): Promise<ExternalAccount> {
  const claimedIds: number[] = [];
  let accessToken: string;
  if (input.code !== undefined) {
    const tokens = await exchangeCode(vk, { ...input, code: input.code }, defaultRedirectUri);
    accessToken = tokens.access_token;
    claimedIds.push(tokens.user_id);
  } else {
    accessToken = input.access_token!;
  }
  if (input.user_id !== undefined) claimedIds.push(Number(input.user_id));
  const { user } = await postForm(vk, '/oauth2/user_info', { client_id: vk.clientId, access_token: accessToken }, userInfoAnswerSchema);
  if (claimedIds.some((id) => id !== user.user_id)) throw new DomainError('VK_AUTH_FAILED');
  return {
    provider: 'vk',
    subject: String(user.user_id),
    username: null,
    first_name: user.first_name || null,
    last_name: user.last_name || null,
    photo_url: user.avatar || null,
  };
}

/** VK ID's settings, or VK_DISABLED (503) when no VK_CLIENT_ID is set. */
export function vkIdConfigOrThrow(clientId: string | null, apiRoot: string): VkIdConfig {
  if (!clientId) throw new DomainError('VK_DISABLED');
  return { clientId, apiRoot };
}
