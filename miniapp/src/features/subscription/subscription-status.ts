import type { SubscriptionResponse } from '@tracker/shared/contract';
import { useSyncExternalStore } from 'react';
import { getStoredUserId } from '../../lib/auth-store.ts';
import { sharedWhileInFlight } from '../../lib/shared-call.ts';
import { getSubscription } from './api/get-subscription.ts';
import { type SubscriptionState, subscriptionChanged } from './invoice-outcome.ts';

/** The last status answer, with the user it belongs to. */
let latest: { userId: string | null; status: SubscriptionResponse } | null = null;
/** Requests are numbered: an answer older than the one already shown is not shown. */
let asked = 0;
let shown = 0;
const listeners = new Set<() => void>();

/**
 * GET /api/user/subscription/ now, whatever else is on the way, and shows the answer to the app.
 * The payment's poll asks this way: each check every 4 s is its own request (rewards.md 4.10),
 * even while an earlier one has not answered yet.
 */
export async function requestSubscription(): Promise<SubscriptionResponse> {
  const userId = getStoredUserId();
  const number = ++asked;
  const status = await getSubscription();
  if (number > shown) {
    shown = number;
    latest = { userId, status };
    for (const listener of listeners) listener();
  }
  return status;
}

/** The status once for callers that ask at the same moment (focus + visibilitychange): one request. */
export const fetchSubscription: () => Promise<SubscriptionResponse> = sharedWhileInFlight(requestSubscription);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => (latest && latest.userId === getStoredUserId() ? latest.status : null);

/** The freshest status of the signed-in user, newer than the profile's copy once a refresh answered; null before. */
export function useLatestSubscription(): SubscriptionResponse | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * Refreshes the status and calls `onChanged` when it differs from what the app shows (`shown`, the
 * profile's copy): a payment, a renewal, a refund or an expiry. Failures are only logged (core.md 8).
 */
export async function syncSubscription(shown: SubscriptionState | null, onChanged: () => unknown): Promise<SubscriptionResponse | null> {
  try {
    const fresh = await fetchSubscription();
    if (subscriptionChanged(shown, fresh)) onChanged();
    return fresh;
  } catch (error) {
    console.warn('subscription status refresh failed', error);
    return null;
  }
}
