import { describe, expect, it } from 'vitest';
import { isUsableProfile } from './api/get-profile.ts';
import { DEFAULT_AVATAR, avatarUrl, displayName } from './display-name.ts';

describe('displayName', () => {
  it('falls back display_name, nickname, first_name, then Пользователь', () => {
    expect(displayName({ display_name: 'Аня', nickname: 'ann', first_name: 'Анна' })).toBe('Аня');
    expect(displayName({ display_name: '', nickname: 'ann', first_name: 'Анна' })).toBe('ann');
    expect(displayName({ display_name: '  ', nickname: null, first_name: 'Анна' })).toBe('Анна');
    expect(displayName({})).toBe('Пользователь');
    expect(displayName(null)).toBe('Пользователь');
  });
});

describe('avatarUrl', () => {
  it('uses the default image for an empty photo', () => {
    expect(avatarUrl('')).toBe(DEFAULT_AVATAR);
    expect(avatarUrl(null)).toBe(DEFAULT_AVATAR);
    expect(avatarUrl('https://t.me/i/userpic/1.jpg')).toBe('https://t.me/i/userpic/1.jpg');
  });
});

describe('isUsableProfile', () => {
  it('needs one of display_name, nickname or first_name', () => {
    expect(isUsableProfile({ display_name: 'Аня' })).toBe(true);
    expect(isUsableProfile({ first_name: 'Анна', display_name: '' })).toBe(true);
    expect(isUsableProfile({ id: 1 })).toBe(false);
    expect(isUsableProfile(null)).toBe(false);
    expect(isUsableProfile('<html>')).toBe(false);
  });
});
