import { describe, expect, it } from 'vitest';
import { botDeepLink } from './hooks/use-bot-login.ts';
import { linkModeOf } from './link-mode.ts';

describe('linkModeOf', () => {
  it('reads the provider of the embedded login', () => {
    expect(linkModeOf('')).toBeNull();
    expect(linkModeOf('?auth_token=x')).toBeNull();
    expect(linkModeOf('?link=telegram')).toBe('telegram');
    expect(linkModeOf('link=vk')).toBe('vk');
    expect(linkModeOf('?link=1')).toBe('other');
  });
});

describe('botDeepLink', () => {
  it('opens the bot with start=auth_<key>', () => {
    expect(botDeepLink('tracker_test_bot', 'abcDEF0123456789_-xyzabcdefghijk')).toBe(
      'https://t.me/tracker_test_bot?start=auth_abcDEF0123456789_-xyzabcdefghijk',
    );
  });
});
