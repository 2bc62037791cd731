import { describe, expect, it } from 'vitest';
import { base64UrlBytes, isPushPublicKey } from './push.ts';

const key65 = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');

describe('push keys', () => {
  it('accepts a 65-byte key in base64url or padded base64, and nothing else', () => {
    expect(isPushPublicKey(key65)).toBe(true);
    expect(isPushPublicKey(Buffer.from(key65, 'base64url').toString('base64'))).toBe(true);
    expect(isPushPublicKey(Buffer.alloc(64, 7).toString('base64url'))).toBe(false);
    expect(isPushPublicKey(Buffer.alloc(66, 7).toString('base64url'))).toBe(false);
    expect(isPushPublicKey('not a key!')).toBe(false);
    expect(isPushPublicKey('')).toBe(false);
  });

  it('decodes base64url bytes exactly', () => {
    expect([...base64UrlBytes('AQID_-8')!]).toEqual([1, 2, 3, 255, 239]);
    expect(base64UrlBytes('A')).toBeNull();
  });
});
