import { describe, expect, it } from 'vitest';
import { loginStateFor, sentToLoginFrom } from './login-state.ts';

describe('the route the guard sent a visitor to /login from', () => {
  it('rides in the history state and is read back only for that route', () => {
    expect(sentToLoginFrom('/bell', loginStateFor('/bell'))).toBe(true);
    expect(sentToLoginFrom('/bell', loginStateFor('/target'))).toBe(false);
    for (const other of [null, undefined, 'bell', { signInFor: 5 }]) expect(sentToLoginFrom('/bell', other)).toBe(false);
  });
});
