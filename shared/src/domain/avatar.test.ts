import { describe, expect, it } from 'vitest';
import { AVATAR_ACCEPT, AVATAR_TYPES } from './avatar.ts';

describe('avatar types', () => {
  it('offers the spec\'s five types to the file picker', () => {
    expect(AVATAR_ACCEPT).toBe('image/jpeg,image/jpg,image/png,image/gif,image/webp');
    expect(new Set(Object.values(AVATAR_TYPES))).toEqual(new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']));
  });
});
