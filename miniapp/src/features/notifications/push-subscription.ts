import type { PushSubscriptionRequest } from '@tracker/shared/contract';
import { base64UrlBytes, isPushPublicKey } from '@tracker/shared/domain';
import { notificationSettingsTexts } from '@tracker/shared/texts';
import type { KeyValueStore } from '../../lib/storage.ts';

/** Where the key of the current subscription is kept, so a changed server key replaces it (rewards.md 4.4, 3). */
export const VAPID_KEY_STORAGE = 'vapid_public_key';
export const SERVICE_WORKER_URL = '/sw.js';

export interface PushDeps {
  /** The browser's side: null when it has no Notification, service worker or PushManager. */
  browser: {
    permission(): NotificationPermission;
    requestPermission(): Promise<NotificationPermission>;
    pushManager(): Promise<PushManager>;
  } | null;
  hasToken(): boolean;
  getKey(): Promise<string>;
  save(subscription: PushSubscriptionRequest): Promise<void>;
  store: KeyValueStore;
}

export type PushOutcome = { kind: 'enabled' } | { kind: 'denied' } | { kind: 'unsupported' } | { kind: 'error'; text: string };

/**
 * Makes sure this browser is subscribed with the server's current key and the server knows it.
 * Only with permission granted, a token and a valid 65-byte key (rewards.md 4.4); a changed key
 * replaces the old subscription.
 */
export async function ensurePushSubscription(deps: PushDeps): Promise<PushOutcome> {
  if (!deps.browser) return { kind: 'unsupported' };
  if (deps.browser.permission() !== 'granted') return { kind: 'denied' };
  if (!deps.hasToken()) return { kind: 'error', text: notificationSettingsTexts.pushFailed };
  let key: string;
  try {
    key = await deps.getKey();
  } catch (error) {
    return { kind: 'error', text: error instanceof Error ? error.message : notificationSettingsTexts.pushFailed };
  }
  if (!isPushPublicKey(key)) return { kind: 'error', text: notificationSettingsTexts.invalidKeyLength };
  const manager = await deps.browser.pushManager();
  let subscription = await manager.getSubscription();
  if (subscription && deps.store.get(VAPID_KEY_STORAGE) !== key) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await manager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(key)! as Uint8Array<ArrayBuffer> });
  await deps.save(subscription.toJSON() as PushSubscriptionRequest);
  deps.store.set(VAPID_KEY_STORAGE, key);
  return { kind: 'enabled' };
}

/** This browser's push parts, or null when it has none (the Telegram in-app browser, old browsers). */
export function browserPush(): PushDeps['browser'] {
  if (typeof Notification === 'undefined' || typeof PushManager === 'undefined' || !('serviceWorker' in navigator)) return null;
  return {
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    async pushManager() {
      await navigator.serviceWorker.register(SERVICE_WORKER_URL);
      // subscribe() needs an active worker: wait for it rather than for the registration alone.
      return (await navigator.serviceWorker.ready).pushManager;
    },
  };
}

/** The 'enable push' button: asks the browser for permission, then subscribes. */
export async function enablePush(deps: PushDeps): Promise<PushOutcome> {
  if (!deps.browser) return { kind: 'unsupported' };
  try {
    const permission = deps.browser.permission() === 'granted' ? 'granted' : await deps.browser.requestPermission();
    if (permission !== 'granted') return { kind: 'denied' };
    return await ensurePushSubscription(deps);
  } catch {
    return { kind: 'error', text: notificationSettingsTexts.pushFailed };
  }
}

/** What the panel's banner says for an outcome. */
export function pushOutcomeText(outcome: PushOutcome): string {
  switch (outcome.kind) {
    case 'enabled':
      return notificationSettingsTexts.pushEnabled;
    case 'denied':
      return notificationSettingsTexts.pushDenied;
    case 'unsupported':
      return notificationSettingsTexts.pushUnsupported;
    case 'error':
      return outcome.text;
  }
}
