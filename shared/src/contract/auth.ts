import { z } from 'zod';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  SESSION_KEY_PATTERN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '../domain/credentials.ts';
import { VK_CODE_VERIFIER_PATTERN } from '../domain/vk-id.ts';
import { fieldTexts } from '../texts/errors.ts';

/** A string field: missing or null is 'Обязательное поле', another type 'Должно быть строкой'. */
const requiredString = z.string({
  error: (issue) => (issue.code !== 'invalid_type' ? undefined : issue.input == null ? fieldTexts.required : fieldTexts.mustBeString),
});

export const usernameSchema = requiredString
  .trim()
  .min(USERNAME_MIN, { error: fieldTexts.usernameLength })
  .max(USERNAME_MAX, { error: fieldTexts.usernameLength })
  .regex(USERNAME_PATTERN, { error: fieldTexts.usernameChars });

export const passwordSchema = requiredString
  .min(PASSWORD_MIN, { error: fieldTexts.passwordLength })
  .max(PASSWORD_MAX, { error: fieldTexts.passwordLength })
  .refine((password) => password.trim() !== '', { error: fieldTexts.passwordBlank });

/** POST /api/auth/register/ */
export const registerRequestSchema = z.object({ username: usernameSchema, password: passwordSchema });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/auth/local/ — any non-empty strings; wrong ones answer the generic 401, empty ones the route's 'Пожалуйста, заполните все поля'. */
export const localLoginRequestSchema = z.object({
  username: requiredString.trim().min(1, { error: fieldTexts.required }).max(USERNAME_MAX * 4),
  password: requiredString.min(1, { error: fieldTexts.required }).max(PASSWORD_MAX * 4),
});
export type LocalLoginRequest = z.infer<typeof localLoginRequestSchema>;

/**
 * POST /api/auth/telegram/ — the raw Mini App initData string, or the fields the Telegram
 * Login Widget hands the page (id, first_name, ..., auth_date, hash).
 */
export const telegramLoginRequestSchema = z
  // `initData` (the Telegram WebApp's own spelling) is read as init_data.
  .preprocess(
    (body) => (body && typeof body === 'object' && !('init_data' in body) && 'initData' in body ? { ...body, init_data: (body as { initData: unknown }).initData } : body),
    z.object({
      init_data: z.string({ error: fieldTexts.mustBeString }).max(8192).optional(),
      id: z.coerce.number().int().positive().optional(),
      first_name: z.string().max(256).optional(),
      last_name: z.string().max(256).optional(),
      username: z.string().max(64).optional(),
      photo_url: z.string().max(1024).optional(),
      auth_date: z.coerce.number().int().positive().optional(),
      hash: z.string().regex(/^[0-9a-f]{64}$/).optional(),
    }),
  )
  .superRefine((v, ctx) => {
    if (v.init_data) return;
    const widgetFields = ['id', 'first_name', 'auth_date', 'hash'] as const;
    const missing = widgetFields.filter((field) => v[field] === undefined);
    // Nothing of the widget's: the Mini App's init_data is what is missing; else the widget's own fields.
    const named = missing.length === widgetFields.length ? ['init_data'] : missing;
    for (const field of named) ctx.addIssue({ code: 'custom', path: [field], message: fieldTexts.required });
  });
export type TelegramLoginRequest = z.infer<typeof telegramLoginRequestSchema>;

/** A VK value passed through to VK ID: a short opaque string. */
const vkText = (max: number) => z.string({ error: fieldTexts.mustBeString }).trim().min(1, { error: fieldTexts.required }).max(max);

/**
 * POST /api/auth/vk/ and POST /api/auth/link/vk/ (rewards.md 3 "VK login data"). Either the
 * authorization `code` VK sent back to the page (with its `device_id`, and the PKCE `code_verifier`,
 * `state` and `redirect_uri` of that authorize request), which the server exchanges at VK ID; or an
 * `access_token` the page already got, which the server checks at VK ID's user_info. A `user_id`
 * given with it must be the one VK names. `id_token`, `refresh_token` and `session_key` are taken
 * and not used: nothing the page sends is trusted without VK's answer.
 */
export const vkLoginRequestSchema = z
  .object({
    code: vkText(1024).optional(),
    device_id: vkText(512).optional(),
    code_verifier: z.string({ error: fieldTexts.mustBeString }).regex(VK_CODE_VERIFIER_PATTERN, { error: fieldTexts.codeVerifier }).optional(),
    state: vkText(512).optional(),
    redirect_uri: z.url({ protocol: /^https?$/, error: fieldTexts.mustBeString }).max(2048).optional(),
    access_token: vkText(4096).optional(),
    id_token: z.string({ error: fieldTexts.mustBeString }).max(8192).optional(),
    refresh_token: z.string({ error: fieldTexts.mustBeString }).max(4096).optional(),
    user_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,20}$/)], { error: fieldTexts.mustBeString }).optional(),
    session_key: z.string({ error: fieldTexts.mustBeString }).max(256).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.code === undefined && v.access_token === undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: fieldTexts.vkCodeOrToken });
    }
  });
export type VkLoginRequest = z.infer<typeof vkLoginRequestSchema>;

/** POST /api/auth/refresh/ and /api/auth/logout/ — token in the body or in the cookie. */
export const refreshRequestSchema = z.object({ refresh_token: z.string().max(200).optional() });

export const sessionKeySchema = requiredString.regex(SESSION_KEY_PATTERN, { error: fieldTexts.sessionKey });
/** GET /auth/pending/status/?session_key= and POST /api/auth/pending/cancel/ */
export const pendingLoginRequestSchema = z.object({ session_key: sessionKeySchema });
export type PendingLoginRequest = z.infer<typeof pendingLoginRequestSchema>;
/**
 * POST /api/auth/pending/init/. With `link: true` (and the bearer of a signed-in user) the bot
 * links its Telegram account to that user instead of signing someone in (rewards.md 2.6).
 */
export const pendingInitRequestSchema = pendingLoginRequestSchema.extend({
  link: z.boolean({ error: fieldTexts.mustBeBoolean }).optional(),
});
export type PendingInitRequest = z.infer<typeof pendingInitRequestSchema>;

/** Why linking a Telegram account to a user was refused: the account is another user's, or the user has another. */
export type LinkRefusal = 'TELEGRAM_ACCOUNT_TAKEN' | 'TELEGRAM_ALREADY_LINKED';
/** What the bot's `/start auth_<key>` did: signed in, linked, refused to link, or met an expired or unknown (never registered, spent) key. */
export type PendingLoginResult = 'confirmed' | 'linked' | LinkRefusal | 'expired' | 'unknown';

/** Which sign-in providers a user has linked (the profile's `auth`, rewards.md 3). */
export const authLinksSchema = z.object({ is_telegram_linked: z.boolean(), is_vk_linked: z.boolean() });
export type AuthLinks = z.infer<typeof authLinksSchema>;

/** POST /api/auth/link/telegram/ (Login Widget or initData) and /api/auth/link/vk/ (VK login data) of the account to link answer the user's linked providers. */
export const linkedProvidersResponseSchema = z.object({ success: z.literal(true), auth: authLinksSchema });
export type LinkedProvidersResponse = z.infer<typeof linkedProvidersResponseSchema>;

/** The signed-in user as the auth answers carry it. */
export const authUserSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  first_name: z.string().nullable(),
  nickname: z.string().nullable(),
  display_name: z.string(),
  photo_url: z.string().nullable(),
  telegram_id: z.number().int().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  refresh_token: z.string(),
  user: authUserSchema,
  user_id: z.number().int(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  refresh_token: z.string(),
});

export const pendingStatusResponseSchema = z.union([
  z.object({ ready: z.literal(false) }),
  z.object({ ready: z.literal(true), token: z.string(), refresh_token: z.string(), user_id: z.number().int() }),
]);
export type PendingStatusResponse = z.infer<typeof pendingStatusResponseSchema>;

/** GET /api/auth/providers/ — which sign-in ways this server offers. */
export const providersResponseSchema = z.object({
  success: z.literal(true),
  telegram_bot: z.string().nullable(),
  vk_client_id: z.string().nullable(),
  /** VK ID's authorize page (`${VK_ID_API_ROOT}/authorize`) when VK sign-in is on, else null. */
  vk_authorize_url: z.string().nullable(),
});
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;
