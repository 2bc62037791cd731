import { isIP } from 'node:net';
import type { PushSubscriptionRequest } from '@tracker/shared/contract';
import { fieldTexts } from '@tracker/shared/texts';
import type { Db } from '../db/create-db.ts';
import { DomainError } from '../domain-error.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the server may POST pushes: push services are public https hosts, so an IP literal or
 * localhost is refused (the server must not be steered at its own network). Only a server that
 * itself runs on plain http (`secure` false: development, tests) accepts a loopback endpoint.
 */
export function isAllowedPushEndpoint(endpoint: string, secure: boolean): boolean {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return false;
  if (LOOPBACK_HOSTS.has(url.hostname)) return !secure;
  return isIP(url.hostname.replace(/^\[|\]$/g, '')) === 0;
}

/**
 * Stores a browser's subscription for `userId`. The endpoint names one browser profile, so a known
 * endpoint moves to whoever signs in there now, with its new keys.
 */
export async function savePushSubscription(db: Db, userId: number, subscription: PushSubscriptionRequest, secure: boolean, now: Date): Promise<void> {
  if (!isAllowedPushEndpoint(subscription.endpoint, secure)) {
    throw new DomainError('VALIDATION_FAILED', { fields: { endpoint: fieldTexts.pushEndpointNotService } }, fieldTexts.pushEndpointNotService);
  }
  const { p256dh, auth } = subscription.keys;
  await db
    .insertInto('push_subscriptions')
    .values({ user_id: userId, endpoint: subscription.endpoint, p256dh, auth, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh, auth, created_at: now.toISOString() }))
    .execute();
}

/** Forgets a subscription the push service says is gone (404 or 410). */
export async function dropPushSubscription(db: Db, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}
