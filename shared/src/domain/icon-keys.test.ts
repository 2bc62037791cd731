import { describe, expect, it } from 'vitest';
import { GOAL_ICON_KEYS, HABIT_ICON_KEYS, iconKeysOf, isEmojiIcon } from './icon-keys.ts';

describe('icon keys', () => {
  it('has the spec groups; all shows both', () => {
    expect(GOAL_ICON_KEYS).toHaveLength(38);
    expect(HABIT_ICON_KEYS).toHaveLength(21);
    expect(iconKeysOf('all')).toHaveLength(59);
    expect(iconKeysOf('habits')[0]).toBe('change');
  });

  it('an icon without emoji characters is an image name', () => {
    expect(isEmojiIcon('target')).toBe(false);
    expect(isEmojiIcon('healthy-food')).toBe(false);
    expect(isEmojiIcon('🎯')).toBe(true);
    expect(isEmojiIcon('❤️')).toBe(true);
  });
});
