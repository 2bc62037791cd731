import { describe, expect, it } from 'vitest';
import { SESSION_KEY_PATTERN } from './credentials.ts';
import { SIGN_IN_TIMING, createSessionKey, toBase64Url } from './sign-in-timing.ts';

describe('sign-in timing', () => {
  it('keeps the spec delays', () => {
    expect(SIGN_IN_TIMING.redirectAfterLoginMs).toBe(1000);
    expect(SIGN_IN_TIMING.redirectAfterUrlReturnMs).toBe(1500);
    expect(SIGN_IN_TIMING.pendingPollIntervalMs * SIGN_IN_TIMING.pendingPollMaxTries).toBe(120_000);
    expect(SIGN_IN_TIMING.telegramWidgetFallbackMs).toBe(5000);
  });
});

describe('session keys', () => {
  it('encodes base64url without padding', () => {
    expect(toBase64Url(new Uint8Array([0xfb, 0xff, 0xfe]))).toBe('-__-');
    expect(toBase64Url(new Uint8Array([1]))).toBe('AQ');
  });

  it('creates 32-character keys the server accepts', () => {
    for (let i = 0; i < 50; i += 1) {
      const key = createSessionKey();
      expect(key).toHaveLength(32);
      expect(key).toMatch(SESSION_KEY_PATTERN);
    }
  });

  it('uses the given randomness', () => {
    const key = createSessionKey((bytes) => bytes.fill(255));
    expect(key).toBe('_'.repeat(32));
  });
});
