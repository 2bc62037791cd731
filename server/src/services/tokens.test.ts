import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_S, signAccessToken, verifyAccessToken } from './tokens.ts';

const secret = 'a-secret-of-at-least-thirty-two-chars';
const now = new Date('2026-11-23T10:00:00Z');

describe('access tokens', () => {
  it('verify to their user until they expire', () => {
    const token = signAccessToken(42, secret, now);
    expect(verifyAccessToken(token, secret, now)).toBe(42);
    expect(verifyAccessToken(token, secret, new Date(now.getTime() + (ACCESS_TOKEN_TTL_S - 1) * 1000))).toBe(42);
    expect(verifyAccessToken(token, secret, new Date(now.getTime() + ACCESS_TOKEN_TTL_S * 1000))).toBeNull();
  });

  it('refuse another secret (also once verified with theirs), a changed payload and garbage', () => {
    const token = signAccessToken(42, secret, now);
    expect(verifyAccessToken(token, secret, now)).toBe(42);
    expect(verifyAccessToken(token, 'another-secret-of-thirty-two-chars!!', now)).toBeNull();
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', iat: 0, exp: 9e9, typ: 'access' })).toString('base64url');
    expect(verifyAccessToken(`${h}.${forged}.${s}`, secret, now)).toBeNull();
    expect(verifyAccessToken('a.b', secret, now)).toBeNull();
    expect(verifyAccessToken('', secret, now)).toBeNull();
  });
});
