import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of a signature given by a client with the one we compute. */
export function sameBytes(given: Buffer, expected: Buffer): boolean {
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Access tokens are short-lived; the client refreshes on 401 (core.md 4 "Session"). */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

// HS256 JWTs with node:crypto: verifying through WebCrypto (hono/jwt) imports the key on every
// call and cost ~200 µs per request; a keyed HMAC here costs a few µs (see scripts/bench).
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function signature(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

interface AccessClaims {
  sub: string;
  iat: number;
  exp: number;
  typ: 'access';
}

export function signAccessToken(userId: number, secret: string, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: AccessClaims = { sub: String(userId), iat, exp: iat + ACCESS_TOKEN_TTL_S, typ: 'access' };
  const input = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${input}.${signature(input, secret).toString('base64url')}`;
}

/**
 * Tokens already verified, with what they say: a session sends one token on every request for its
 * 15 minutes, and a token seen again skips the HMAC and the parsing (3 µs of a ~60 µs kept list
 * read, scripts/bench/). Its expiry and secret are still checked on every use. Emptied whole when full.
 */
const verifiedTokens = new Map<string, { secret: string; userId: number; exp: number }>();
const VERIFIED_TOKENS_KEPT = 20_000;

/** The user id of a valid access token unexpired at `now`, or null. */
export function verifyAccessToken(token: string, secret: string, now: Date): number | null {
  const known = verifiedTokens.get(token);
  if (known?.secret === secret) return known.exp * 1000 > now.getTime() ? known.userId : null;
  const claims = verifiedClaims(token, secret);
  if (!claims) return null;
  if (verifiedTokens.size >= VERIFIED_TOKENS_KEPT) verifiedTokens.clear();
  verifiedTokens.set(token, { secret, ...claims });
  return claims.exp * 1000 > now.getTime() ? claims.userId : null;
}

/** What a token signed with `secret` says, or null if it is not one. */
function verifiedClaims(token: string, secret: string): { userId: number; exp: number } | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const given = Buffer.from(parts[2]!, 'base64url');
  const expected = signature(`${parts[0]}.${parts[1]}`, secret);
  if (!sameBytes(given, expected)) return null;
  let claims: Partial<AccessClaims>;
  try {
    claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (claims.typ !== 'access' || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
  const userId = Number(claims.sub);
  return Number.isSafeInteger(userId) && userId > 0 ? { userId, exp: claims.exp } : null;
}

/** A random 256-bit refresh token; only its hash is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
