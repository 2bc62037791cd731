import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEYS, clearSession, isSignedInFrom, saveSession, storeTokens } from './auth-store.ts';
import { createSafeStore } from './storage.ts';

const memoryStore = () => createSafeStore(() => undefined);

describe('isSignedInFrom', () => {
  it('is false for an empty storage', () => {
    expect(isSignedInFrom(memoryStore())).toBe(false);
  });

  it('needs both the token and the user id', () => {
    const store = memoryStore();
    store.set('auth_token', 'abc');
    expect(isSignedInFrom(store)).toBe(false);
    store.set('auth_user_id', '7');
    expect(isSignedInFrom(store)).toBe(true);
  });

  it('accepts a stored user object with a username or a telegram id', () => {
    const withName = memoryStore();
    withName.set('user', JSON.stringify({ username: 'anna' }));
    expect(isSignedInFrom(withName)).toBe(true);

    const withTelegram = memoryStore();
    withTelegram.set('user', JSON.stringify({ telegram_id: 42 }));
    expect(isSignedInFrom(withTelegram)).toBe(true);

    const empty = memoryStore();
    empty.set('user', JSON.stringify({ username: '', telegram_id: null }));
    expect(isSignedInFrom(empty)).toBe(false);

    const broken = memoryStore();
    broken.set('user', '{not json');
    expect(isSignedInFrom(broken)).toBe(false);
  });
});

describe('saveSession / clearSession', () => {
  it('writes the spec keys and clears them all', () => {
    const store = memoryStore();
    saveSession(
      { token: 't', userId: 5, type: 'local', refreshToken: 'r', user: { id: 5, username: 'anna' } },
      store,
    );
    expect(store.get('auth_token')).toBe('t');
    expect(store.get('auth_user_id')).toBe('5');
    expect(store.get('auth_type')).toBe('local');
    expect(store.get('auth_username')).toBe('anna');
    expect(store.get('refresh_token')).toBe('r');
    expect(isSignedInFrom(store)).toBe(true);

    clearSession(store);
    for (const key of Object.values(AUTH_STORAGE_KEYS)) expect(store.get(key)).toBeNull();
    expect(isSignedInFrom(store)).toBe(false);
  });

  it("takes the user's cached habits (their titles) with the session, whatever loaded them", () => {
    const store = memoryStore();
    saveSession({ token: 't', userId: 5, type: 'local' }, store);
    store.set('habitsState', JSON.stringify({ userId: '5', active: [{ title: 'Секретная привычка' }] }));
    store.set('onboarding-completed', 'true');
    clearSession(store);
    expect(store.get('habitsState')).toBeNull();
    expect(store.get('onboarding-completed')).toBe('true');
  });

  it('replaces the previous session entirely', () => {
    const store = memoryStore();
    saveSession({ token: 'a', userId: 1, type: 'local', username: 'old', refreshToken: 'r1' }, store);
    saveSession({ token: 'b', userId: 2, type: 'telegram' }, store);
    expect(store.get('auth_username')).toBeNull();
    expect(store.get('refresh_token')).toBeNull();
    expect(store.get('auth_type')).toBe('telegram');
  });

  it('renews tokens in place', () => {
    const store = memoryStore();
    saveSession({ token: 'a', userId: 1, type: 'local', refreshToken: 'r1' }, store);
    storeTokens('b', 'r2', store);
    expect(store.get('auth_token')).toBe('b');
    expect(store.get('refresh_token')).toBe('r2');
    expect(store.get('auth_user_id')).toBe('1');
  });
});
