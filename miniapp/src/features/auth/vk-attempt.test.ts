import { VK_CODE_VERIFIER_PATTERN, codeChallengeOf } from '@tracker/shared/domain';
import { describe, expect, it } from 'vitest';
import { createSafeStore } from '../../lib/storage.ts';
import { VK_ATTEMPT_STORAGE, beginVkAttempt, takeVkAttempt, vkRedirectUri, vkReturnOf } from './vk-attempt.ts';

const app = { clientId: '51234567', authorizeUrl: 'https://id.vk.com/authorize' };

describe('a VK ID attempt', () => {
  it('opens VK ID authorize with the app, the redirect, a state and the S256 challenge of the stored verifier', async () => {
    const store = createSafeStore(() => undefined);
    const url = new URL(await beginVkAttempt(app, 'https://tracker.example.ru/login', store));
    const stored = JSON.parse(store.get(VK_ATTEMPT_STORAGE)!);
    expect(url.origin + url.pathname).toBe('https://id.vk.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: '51234567',
      redirect_uri: 'https://tracker.example.ru/login',
      state: stored.state,
      code_challenge: await codeChallengeOf(stored.code_verifier),
      code_challenge_method: 's256',
      scope: 'vkid.personal_info',
    });
    expect(stored.code_verifier).toMatch(VK_CODE_VERIFIER_PATTERN);
  });

  it('gives the attempt back once, and only for its own state', async () => {
    const store = createSafeStore(() => undefined);
    await beginVkAttempt(app, 'https://x.example/login', store);
    const { state } = JSON.parse(store.get(VK_ATTEMPT_STORAGE)!);
    expect(takeVkAttempt('someone-elses-state', store)).toBeNull();
    // A foreign state spends the attempt too: a forged return cannot be followed by a second guess.
    expect(takeVkAttempt(state, store)).toBeNull();

    await beginVkAttempt(app, 'https://x.example/login', store);
    const second = JSON.parse(store.get(VK_ATTEMPT_STORAGE)!);
    expect(takeVkAttempt(second.state, store)).toMatchObject({ state: second.state, redirect_uri: 'https://x.example/login' });
    expect(takeVkAttempt(second.state, store)).toBeNull();
  });

  it('comes back to /login, keeping link=vk when linking', () => {
    expect(vkRedirectUri('https://x.example', false)).toBe('https://x.example/login');
    expect(vkRedirectUri('https://x.example', true)).toBe('https://x.example/login?link=vk');
  });

  it('reads a return from VK: a code with an optional device_id, or VK error', () => {
    expect(vkReturnOf(new URLSearchParams('link=vk'))).toBeNull();
    expect(vkReturnOf(new URLSearchParams('code=c1&state=s&device_id=d&type=code_v2'))).toEqual({ code: 'c1', state: 's', device_id: 'd', error: null });
    expect(vkReturnOf(new URLSearchParams('code=c1'))).toEqual({ code: 'c1', state: null, device_id: null, error: null });
    expect(vkReturnOf(new URLSearchParams('error=access_denied&state=s'))).toMatchObject({ code: null, error: 'access_denied' });
  });
});
