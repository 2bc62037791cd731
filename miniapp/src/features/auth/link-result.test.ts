import { describe, expect, it } from 'vitest';
import { linkResultMessage, linkedProviderOf } from './link-result.ts';

const origin = 'https://tracker.example';
const frame = {} as MessageEventSource;
const other = {} as MessageEventSource;

describe('linkedProviderOf', () => {
  it('accepts the link_result our own frame posts', () => {
    expect(linkedProviderOf({ origin, source: frame, data: linkResultMessage('telegram') }, { origin, source: frame })).toBe('telegram');
    expect(linkedProviderOf({ origin, source: frame, data: { type: 'link_result', success: true, provider: 'vk' } }, { origin, source: frame })).toBe('vk');
  });

  it('ignores another origin, another window and other messages', () => {
    const data = linkResultMessage('telegram');
    expect(linkedProviderOf({ origin: 'https://evil.example', source: frame, data }, { origin, source: frame })).toBeNull();
    expect(linkedProviderOf({ origin, source: other, data }, { origin, source: frame })).toBeNull();
    expect(linkedProviderOf({ origin, source: frame, data: { ...data, type: 'other' } }, { origin, source: frame })).toBeNull();
    expect(linkedProviderOf({ origin, source: frame, data: { ...data, success: false } }, { origin, source: frame })).toBeNull();
    expect(linkedProviderOf({ origin, source: frame, data: { ...data, provider: 'google' } }, { origin, source: frame })).toBeNull();
    expect(linkedProviderOf({ origin, source: frame, data: 'link_result' }, { origin, source: frame })).toBeNull();
    expect(linkedProviderOf({ origin, source: frame, data: null }, { origin, source: frame })).toBeNull();
  });
});
