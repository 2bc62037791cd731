import { errorTexts } from '@tracker/shared/texts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { botDeepLink, finalPollError } from './hooks/use-bot-login.ts';
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

describe('finalPollError', () => {
  it('ends the wait on a refused link (409) with the server text', () => {
    const taken = new ApiError(errorTexts.TELEGRAM_ACCOUNT_TAKEN, 409, 'TELEGRAM_ACCOUNT_TAKEN', errorTexts.TELEGRAM_ACCOUNT_TAKEN);
    expect(finalPollError(taken)).toBe(errorTexts.TELEGRAM_ACCOUNT_TAKEN);
  });

  it('treats other failures as one failed try', () => {
    expect(finalPollError(new ApiError('Сессия входа не найдена или устарела', 404, 'SESSION_NOT_FOUND'))).toBeNull();
    expect(finalPollError(new ApiError('Нет соединения', 0, 'NETWORK'))).toBeNull();
    expect(finalPollError(new Error('boom'))).toBeNull();
  });
});
