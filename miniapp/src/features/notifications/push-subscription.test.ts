import { describe, expect, it } from 'vitest';
import type { PushSubscriptionRequest } from '@tracker/shared/contract';
import { createSafeStore } from '../../lib/storage.ts';
import { type PushDeps, VAPID_KEY_STORAGE, enablePush, ensurePushSubscription, pushOutcomeText } from './push-subscription.ts';

const KEY_A = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
const KEY_B = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 2)]).toString('base64url');

/** A browser's PushManager as far as the flow uses it: one subscription at a time, made for a key. */
function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let current: { key: string; endpoint: string; unsubscribed: boolean } | null = null;
  let made = 0;
  const asSubscription = (sub: NonNullable<typeof current>) =>
    ({
      unsubscribe: async () => {
        sub.unsubscribed = true;
        current = null;
        return true;
      },
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
    }) as unknown as PushSubscription;
  const manager = {
    getSubscription: async () => (current ? asSubscription(current) : null),
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      current = { key: Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url'), endpoint: `https://push.example/${++made}`, unsubscribed: false };
      return asSubscription(current);
    },
  } as unknown as PushManager;
  const asked: string[] = [];
  return {
    asked,
    current: () => current,
    browser: {
      permission: () => permission,
      requestPermission: async () => {
        asked.push('permission');
        permission = answer;
        return answer;
      },
      pushManager: async () => manager,
    },
  };
}

function depsWith(browser: PushDeps['browser'], key: string | (() => Promise<string>), hasToken = true) {
  const saved: PushSubscriptionRequest[] = [];
  const store = createSafeStore(() => null);
  const deps: PushDeps = {
    browser,
    hasToken: () => hasToken,
    getKey: typeof key === 'string' ? async () => key : key,
    save: async (subscription) => void saved.push(subscription),
    store,
  };
  return { deps, saved, store };
}

describe('enabling browser push', () => {
  it('asks for permission, subscribes with the server key, tells the server and remembers the key', async () => {
    const fake = fakeBrowser('default');
    const { deps, saved, store } = depsWith(fake.browser, KEY_A);
    const outcome = await enablePush(deps);
    expect(outcome).toEqual({ kind: 'enabled' });
    expect(pushOutcomeText(outcome)).toBe('Уведомления успешно включены!');
    expect(fake.asked).toEqual(['permission']);
    expect(fake.current()?.key).toBe(KEY_A);
    expect(saved).toEqual([{ endpoint: 'https://push.example/1', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }]);
    expect(store.get(VAPID_KEY_STORAGE)).toBe(KEY_A);
  });

  it('stops at a refusal with the spec text, subscribing nothing', async () => {
    const fake = fakeBrowser('default', 'denied');
    const { deps, saved } = depsWith(fake.browser, KEY_A);
    const outcome = await enablePush(deps);
    expect(pushOutcomeText(outcome)).toBe('Разрешение на уведомления не получено');
    expect(saved).toEqual([]);
    expect(fake.current()).toBeNull();
  });

  it('says the platform has no notifications when the browser lacks them', async () => {
    const { deps } = depsWith(null, KEY_A);
    expect(pushOutcomeText(await enablePush(deps))).toBe('Уведомления не поддерживаются на этой платформе');
  });

  it('refuses a server key that is not 65 bytes, and reports a reply that is not JSON', async () => {
    const short = depsWith(fakeBrowser('granted').browser, Buffer.alloc(64, 1).toString('base64url'));
    expect(pushOutcomeText(await enablePush(short.deps))).toBe('Invalid applicationServerKey length');
    expect(short.saved).toEqual([]);
    const notJson = depsWith(fakeBrowser('granted').browser, async () => {
      throw new Error('Сервер вернул не JSON ответ');
    });
    expect(pushOutcomeText(await enablePush(notJson.deps))).toBe('Сервер вернул не JSON ответ');
  });

  it('subscribes only with a token', async () => {
    const { deps, saved } = depsWith(fakeBrowser('granted').browser, KEY_A, false);
    expect((await ensurePushSubscription(deps)).kind).toBe('error');
    expect(saved).toEqual([]);
  });

  it('keeps a subscription made for the same key, and replaces one made for an old key', async () => {
    const fake = fakeBrowser('granted');
    const first = depsWith(fake.browser, KEY_A);
    await ensurePushSubscription(first.deps);
    await ensurePushSubscription(first.deps);
    expect(first.saved.map((s) => s.endpoint)).toEqual(['https://push.example/1', 'https://push.example/1']);

    const rotated: PushDeps = { ...first.deps, getKey: async () => KEY_B };
    await ensurePushSubscription(rotated);
    expect(fake.current()?.key).toBe(KEY_B);
    expect(first.saved.at(-1)?.endpoint).toBe('https://push.example/2');
    expect(first.store.get(VAPID_KEY_STORAGE)).toBe(KEY_B);
  });
});
