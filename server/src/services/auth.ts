import { createHash, createHmac } from 'node:crypto';
import { validate } from '@telegram-apps/init-data-node';
import { z } from 'zod';
import type { AuthResponse, LocalLoginRequest, RegisterRequest, TelegramLoginRequest, VkLoginRequest } from '@tracker/shared/contract';
import { INIT_DATA_MAX_AGE_S } from '@tracker/shared/domain';
import type { Db } from '../db/create-db.ts';
import { lockUser } from '../db/lock-user.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { DomainError } from '../domain-error.ts';
import { type ExternalAccount, subjectOf, userForAccount, userIdForAccount } from './identities.ts';
import { clearFailures, recordFailure, secondsBlocked, type ThrottleKey } from './login-throttle.ts';
import { keyedQueue } from './keyed-queue.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { REFRESH_TOKEN_TTL_MS, hashRefreshToken, newRefreshToken, sameBytes, signAccessToken } from './tokens.ts';
import { openChatIfNew } from './telegram-chats.ts';
import { authUserOf, insertUser } from './users.ts';
import { type VkIdConfig, vkAccountOf } from './vk-id.ts';

export interface AuthContext {
  db: Db;
  sessionSecret: string;
  now: () => Date;
}

export interface Session {
  token: string;
  refresh_token: string;
}

/** initData signed this far "in the future" is still accepted (clocks drift). */
const INIT_DATA_FUTURE_SKEW_MS = 5 * 60 * 1000;

/** A Telegram account as initData or a bot update describes it. */
export interface TelegramAccount {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  /** The Mini App's user let the bot write to them (initData's allows_write_to_pm). */
  allows_write_to_pm?: true;
}

/** Issues an access token and a new refresh token for `userId` (a new sign-in). */
export function issueSession(ctx: AuthContext, userId: number): Promise<Session> {
  return insertSession(ctx.db, ctx, userId, null);
}

/** A new refresh token of `userId` in `db`; `familyId` is the sign-in it renews, null for a new one. */
async function insertSession(db: Db, ctx: AuthContext, userId: number, familyId: number | null): Promise<Session> {
  const now = ctx.now();
  const refresh = newRefreshToken();
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      token_hash: refresh.hash,
      expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
      revoked_at: null,
      family_id: familyId,
      created_at: now.toISOString(),
    })
    .execute();
  return { token: signAccessToken(userId, ctx.sessionSecret, now), refresh_token: refresh.token };
}

async function signedIn(ctx: AuthContext, userId: number): Promise<AuthResponse> {
  const session = await issueSession(ctx, userId);
  return { success: true, ...session, user: await authUserOf(ctx.db, userId), user_id: userId };
}

export async function register(ctx: AuthContext, input: RegisterRequest): Promise<AuthResponse> {
  const subject = input.username.toLowerCase();
  const taken = await ctx.db
    .selectFrom('identities')
    .select('id')
    .where('provider', '=', 'local')
    .where('subject', '=', subject)
    .executeTakeFirst();
  if (taken) throw new DomainError('USERNAME_TAKEN', { fields: { username: 'Это имя пользователя уже занято' } });
  const secret = await hashPassword(input.password);
  const now = ctx.now();
  try {
    const userId = await ctx.db.transaction().execute(async (trx) => {
      const id = await insertUser(trx, { username: input.username, first_name: null, last_name: null, photo_url: null }, now);
      await trx
        .insertInto('identities')
        .values({ user_id: id, provider: 'local', subject, secret, created_at: now.toISOString() })
        .execute();
      return id;
    });
    return await signedIn(ctx, userId);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DomainError('USERNAME_TAKEN', { fields: { username: 'Это имя пользователя уже занято' } });
    }
    throw error;
  }
}

/** Sign-ins of one account, in turn: parallel guesses each meet the count the one before left. */
const loginsOfAccount = keyedQueue();

/**
 * Username + password sign-in. Failures are counted per account and per client address;
 * past a few, the key pauses for a time that grows with each failure (429), so guessing is slow
 * while the owner waits seconds, not hours. Attempts on one account run one at a time, so guesses
 * sent all at once cannot all pass the check before the first failure is counted.
 */
export function loginLocal(ctx: AuthContext, input: LocalLoginRequest, clientAddress: string | null): Promise<AuthResponse> {
  const subject = input.username.toLowerCase();
  return loginsOfAccount(subject, async () => {
    const accountKey: ThrottleKey = { kind: 'account', value: subject };
    const keys: ThrottleKey[] = clientAddress ? [accountKey, { kind: 'client', value: clientAddress }] : [accountKey];
    const retryAfter = await secondsBlocked(ctx.db, keys, ctx.now());
    if (retryAfter > 0) throw new DomainError('TOO_MANY_ATTEMPTS', { retry_after: retryAfter });

    const identity = await ctx.db
      .selectFrom('identities')
      .select(['user_id', 'secret'])
      .where('provider', '=', 'local')
      .where('subject', '=', subject)
      .executeTakeFirst();
    const ok = identity?.secret ? await verifyPassword(input.password, identity.secret) : await verifyAgainstDecoy(input.password);
    if (!identity || !ok) {
      await recordFailure(ctx.db, keys, ctx.now());
      throw new DomainError('INVALID_CREDENTIALS');
    }
    await clearFailures(ctx.db, accountKey);
    return signedIn(ctx, identity.user_id);
  });
}

/** The account a Telegram user signed in to, or null. */
export function userIdForTelegram(db: Db, telegramId: number): Promise<number | null> {
  return userIdForAccount(db, 'telegram', String(telegramId));
}

/** The Telegram account (its id as text) linked to `userId`, or null. */
export function telegramSubjectOf(db: Db, userId: number): Promise<string | null> {
  return subjectOf(db, userId, 'telegram');
}

/** A Telegram account as an identity of ours. */
export function telegramIdentity(account: TelegramAccount): ExternalAccount {
  return {
    provider: 'telegram',
    subject: String(account.id),
    username: account.username ?? null,
    first_name: account.first_name,
    last_name: account.last_name ?? null,
    photo_url: account.photo_url ?? null,
  };
}

/** The user of a Telegram account, created on first sign-in; profile fields follow Telegram. */
export function userForTelegram(ctx: AuthContext, account: TelegramAccount): Promise<number> {
  return userForAccount(ctx, telegramIdentity(account));
}

/**
 * The fields of Mini App initData we read. Telegram's optional `signature` (Ed25519, for third
 * parties) and the other fields are not needed: the HMAC `hash` over all of them is what is checked.
 */
const initDataFieldsSchema = z.object({
  auth_date: z.coerce.number().int().positive(),
  user: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'user is not JSON' });
        return z.NEVER;
      }
    })
    .pipe(
      z.object({
        id: z.number().int().positive(),
        first_name: z.string(),
        last_name: z.string().optional(),
        username: z.string().optional(),
        photo_url: z.string().optional(),
        allows_write_to_pm: z.boolean().optional(),
      }),
    ),
});

/** Mini App initData: HMAC with the bot token, at most 24 h old; answers the Telegram account. */
function accountFromInitData(ctx: AuthContext, botToken: string, initData: string): TelegramAccount {
  try {
    // Age is checked below against our clock; the library checks only the HMAC here.
    validate(initData, botToken, { expiresIn: 0 });
  } catch {
    throw new DomainError('TELEGRAM_INIT_DATA_INVALID');
  }
  const fields = initDataFieldsSchema.safeParse(Object.fromEntries(new URLSearchParams(initData)));
  if (!fields.success || !isFresh(ctx, fields.data.auth_date * 1000)) throw new DomainError('TELEGRAM_INIT_DATA_INVALID');
  const { user } = fields.data;
  const account = withoutEmpty({ id: user.id, first_name: user.first_name, last_name: user.last_name, username: user.username, photo_url: user.photo_url });
  return user.allows_write_to_pm ? { ...account, allows_write_to_pm: true } : account;
}

/** Login Widget fields: hex HMAC-SHA256 of the sorted fields with key SHA-256(bot token) (core.telegram.org/widgets/login). */
function accountFromWidget(ctx: AuthContext, botToken: string, input: TelegramLoginRequest): TelegramAccount {
  const fields: Record<string, string | number | undefined> = {
    id: input.id,
    first_name: input.first_name,
    last_name: input.last_name,
    username: input.username,
    photo_url: input.photo_url,
    auth_date: input.auth_date,
  };
  const checkString = Object.keys(fields)
    .filter((k) => fields[k] !== undefined)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
  const expected = createHmac('sha256', createHash('sha256').update(botToken).digest()).update(checkString).digest();
  const given = Buffer.from(input.hash ?? '', 'hex');
  if (!sameBytes(given, expected) || !isFresh(ctx, input.auth_date! * 1000)) throw new DomainError('TELEGRAM_INIT_DATA_INVALID');
  return withoutEmpty({ id: input.id!, first_name: input.first_name!, last_name: input.last_name, username: input.username, photo_url: input.photo_url });
}

function isFresh(ctx: AuthContext, authDateMs: number): boolean {
  const ageMs = ctx.now().getTime() - authDateMs;
  return ageMs <= INIT_DATA_MAX_AGE_S * 1000 && ageMs >= -INIT_DATA_FUTURE_SKEW_MS;
}

function withoutEmpty(account: { id: number; first_name: string; last_name?: string | undefined; username?: string | undefined; photo_url?: string | undefined }): TelegramAccount {
  const result: TelegramAccount = { id: account.id, first_name: account.first_name };
  if (account.last_name) result.last_name = account.last_name;
  if (account.username) result.username = account.username;
  if (account.photo_url) result.photo_url = account.photo_url;
  return result;
}

/** The Telegram account that Mini App initData or Login Widget fields prove; both are signed with the bot token. */
export function telegramAccountOf(ctx: AuthContext, botToken: string | null, input: TelegramLoginRequest): TelegramAccount {
  if (!botToken) throw new DomainError('TELEGRAM_DISABLED');
  return input.init_data ? accountFromInitData(ctx, botToken, input.init_data) : accountFromWidget(ctx, botToken, input);
}

/**
 * Telegram sign-in from the Mini App (initData) or the Login Widget. A Mini App user who lets the
 * bot write to them gets the reminders in the chat, like one who wrote to the bot.
 */
export async function loginTelegram(ctx: AuthContext, botToken: string | null, input: TelegramLoginRequest): Promise<AuthResponse> {
  const account = telegramAccountOf(ctx, botToken, input);
  const userId = await userForTelegram(ctx, account);
  if (account.allows_write_to_pm) await openChatIfNew(ctx.db, userId, ctx.now());
  return signedIn(ctx, userId);
}

/** VK ID sign-in: the user of the VK account VK ID confirms (core.md 7 POST /api/auth/vk/). */
export async function loginVk(ctx: AuthContext, vk: VkIdConfig, input: VkLoginRequest, defaultRedirectUri: string): Promise<AuthResponse> {
  return signedIn(ctx, await userForAccount(ctx, await vkAccountOf(vk, input, defaultRedirectUri)));
}

/**
 * How long after its rotation a spent token presented again is taken for a renewal racing the one
 * that spent it (two tabs of one browser, a retried request) rather than for a leak: refused, but
 * without ending every session of the user.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

const refreshTokenRow = (db: Db, tokenHash: string) =>
  db
    .selectFrom('refresh_tokens')
    .select(['id', 'user_id', 'expires_at', 'revoked_at', 'rotated_at', 'family_id'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Spent by rotation (not since revoked by a logout or the theft response) within the grace. */
function rotatedMomentsAgo(row: { revoked_at: string | null; rotated_at: string | null }, now: Date): boolean {
  return row.rotated_at !== null && row.revoked_at === row.rotated_at && now.getTime() - Date.parse(row.rotated_at) < REFRESH_REUSE_GRACE_MS;
}

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same sign-in is issued.
 * A spent token is refused. One spent by rotation and presented long after it means a leak, so
 * every session of that user ends (theft response), but not within REFRESH_REUSE_GRACE_MS of it:
 * the session that spent it goes on (the app of the refused tab then takes the tokens that tab
 * stored). Spending and issuing are one transaction under the user's lock, so a logout racing it
 * either ends the new token too or comes first.
 */
export async function refreshSession(ctx: AuthContext, refreshToken: string | undefined): Promise<Session> {
  if (!refreshToken) throw new DomainError('REFRESH_TOKEN_INVALID');
  const now = ctx.now();
  const tokenHash = hashRefreshToken(refreshToken);
  const found = await refreshTokenRow(ctx.db, tokenHash);
  if (!found || Date.parse(found.expires_at) <= now.getTime()) throw new DomainError('REFRESH_TOKEN_INVALID');
  const renewed = await ctx.db.transaction().execute(async (trx) => {
    await lockUser(trx, found.user_id);
    const row = await refreshTokenRow(trx, tokenHash);
    if (!row) return null;
    if (row.revoked_at === null) {
      await trx.updateTable('refresh_tokens').set({ revoked_at: now.toISOString(), rotated_at: now.toISOString() }).where('id', '=', row.id).execute();
      return insertSession(trx, ctx, row.user_id, row.family_id ?? row.id);
    }
    if (row.rotated_at !== null && !rotatedMomentsAgo(row, now)) await revokeAllSessions(trx, row.user_id, now);
    return null;
  });
  if (!renewed) throw new DomainError('REFRESH_TOKEN_INVALID');
  return renewed;
}

async function revokeAllSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends the sign-in of `refreshToken`: that token and every token rotated from the same sign-in (a
 * renewal in another tab may have spent it a moment before). Unknown or spent tokens are fine
 * (logout is idempotent). A client that sends only its access token (core.md 7 names no body) ends
 * every session of its user, as it cannot say which is its own.
 */
export async function logout(ctx: AuthContext, refreshToken: string | undefined, bearerUserId: number | null): Promise<void> {
  const now = ctx.now();
  const found = refreshToken ? await refreshTokenRow(ctx.db, hashRefreshToken(refreshToken)) : undefined;
  const userId = found?.user_id ?? (refreshToken ? null : bearerUserId);
  if (userId === null) return;
  await ctx.db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    if (!found) return revokeAllSessions(trx, userId, now);
    const family = found.family_id ?? found.id;
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('id', '=', family), eb('family_id', '=', family)]))
      .where('revoked_at', 'is', null)
      .execute();
  });
}
