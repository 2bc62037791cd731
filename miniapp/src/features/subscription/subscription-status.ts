import type { SubscriptionResponse } from '@tracker/shared/contract';
import { useSyncExternalStore } from 'react';
import { getStoredUserId } from '../../lib/auth-store.ts';
import { getSubscription } from './api/get-subscription.ts';
import { type SubscriptionState, subscriptionChanged } from './invoice-outcome.ts';

/** The last status answer, with the user it belongs to. */
let latest: { userId: string | null; status: SubscriptionResponse } | null = null;
let inFlight: Promise<SubscriptionResponse> | null = null;
const listeners = new Set<() => void>();

/** GET /api/user/subscription/, shared by callers that ask at the same moment (focus + visibilitychange). */
export function fetchSubscription(): Promise<SubscriptionResponse> {
  if (!inFlight) {
    const userId = getStoredUserId();
    inFlight = getSubscription()
      .then((status) => {
        latest = { userId, status };
        for (const listener of listeners) listener();
        return status;
      })
      .finally(() => {
        inFlight = null;
      });
  }
  return inFlight;
}

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
export async function syncSubscription(shown: SubscriptionState | null, onChanged: () => void): Promise<SubscriptionResponse | null> {
  try {
    const fresh = await fetchSubscription();
    if (subscriptionChanged(shown, fresh)) onChanged();
    return fresh;
  } catch (error) {
    console.warn('subscription status refresh failed', error);
    return null;
  }
}
