import { describe, expect, it } from 'vitest';
import { createSafeStore } from '../../lib/storage.ts';
import { contactPrefill, feedbackUserId } from './contact-form-fields.ts';

const memoryStore = (entries: Record<string, string> = {}) => {
  const store = createSafeStore(() => undefined);
  for (const [key, value] of Object.entries(entries)) store.set(key, value);
  return store;
};

describe('contactPrefill', () => {
  it("is the stored user's e-mail first", () => {
    const store = memoryStore({ user: JSON.stringify({ email: 'anna@example.ru', telegram_id: 5 }) });
    expect(contactPrefill(store, { telegram_id: 42 })).toBe('anna@example.ru');
  });

  it("else the loaded profile's telegram id with @, though no user object is stored (a bot or address sign-in)", () => {
    expect(contactPrefill(memoryStore({ auth_token: 't', auth_user_id: '7' }), { telegram_id: 7001 })).toBe('@7001');
  });

  it("else the stored user's telegram id; empty without either", () => {
    expect(contactPrefill(memoryStore({ user: JSON.stringify({ telegram_id: 5 }) }), null)).toBe('@5');
    expect(contactPrefill(memoryStore(), { telegram_id: null })).toBe('');
    expect(contactPrefill(memoryStore(), null)).toBe('');
  });
});

describe('feedbackUserId', () => {
  it("is the stored user object's id", () => {
    expect(feedbackUserId(memoryStore({ user: JSON.stringify({ id: 12 }), auth_user_id: '12' }))).toBe(12);
  });

  it('falls back to the stored auth_user_id, a number when it is one (a bot or address sign-in stores no user object)', () => {
    expect(feedbackUserId(memoryStore({ auth_token: 't', auth_user_id: '34' }))).toBe(34);
    expect(feedbackUserId(memoryStore({ auth_token: 't', auth_user_id: 'vk-9' }))).toBe('vk-9');
  });

  it('is null signed out', () => {
    expect(feedbackUserId(memoryStore())).toBeNull();
    expect(feedbackUserId(memoryStore({ auth_user_id: ' ' }))).toBeNull();
  });
});
