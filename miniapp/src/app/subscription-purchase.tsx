import { useEffect } from 'react';
import { planFromPurchaseEvent } from '../features/subscription/purchase-request.ts';
import type { PurchaseHost } from '../features/subscription/purchase.ts';
import { watchSubscriptionRefreshTriggers } from '../features/subscription/status-refresh-triggers.ts';
import { syncSubscription } from '../features/subscription/subscription-status.ts';
import { currentProfile, loadProfile, refreshProfile } from '../features/profile/hooks/use-profile.ts';
import { APP_EVENTS } from '../lib/app-events.ts';
import { isSignedIn, subscribeAuth } from '../lib/auth-store.ts';
import { onInvoiceClosed } from '../lib/telegram.ts';

const host: PurchaseHost = {
  async profile() {
    const profile = currentProfile() ?? (await loadProfile());
    return profile ? { telegramLinked: profile.auth.is_telegram_linked, subscription: profile } : null;
  },
  // Header, profile and limits follow the profile. Not a new sign-in: that would empty the shown
  // goals and habits, which only a screen's mount loads again (blind audit BP F1).
  refresh: refreshProfile,
};

/** Compares the subscription with the profile's copy and reloads the profile when it moved. */
function refreshStatus() {
  const profile = currentProfile();
  if (profile && isSignedIn()) void syncSubscription(profile, refreshProfile);
}

/**
 * The shell's one listener for openSubscriptionPurchase (detail {plan}): the purchase flow itself
 * is loaded on the first event. The subscription status is also refreshed on focus, on becoming
 * visible, on pageshow and on Telegram's invoiceClosed (rewards.md 4.10).
 */
export function SubscriptionPurchase() {
  useEffect(() => {
    let purchase: typeof import('../features/subscription/purchase.ts') | null = null;
    const onPurchase = (event: Event) => {
      const plan = planFromPurchaseEvent(event);
      import('../features/subscription/purchase.ts')
        .then((module) => {
          purchase = module;
          return module.purchaseSubscription(plan, host);
        })
        .catch((error: unknown) => console.error('subscription purchase failed', error));
    };
    // A payment being waited for belongs to the user who started it.
    const stopAuth = subscribeAuth(() => {
      if (!isSignedIn()) purchase?.stopPurchase();
    });
    window.addEventListener(APP_EVENTS.openSubscriptionPurchase, onPurchase);
    const stopRefreshTriggers = watchSubscriptionRefreshTriggers(refreshStatus, { window, document, onInvoiceClosed });
    return () => {
      window.removeEventListener(APP_EVENTS.openSubscriptionPurchase, onPurchase);
      stopRefreshTriggers();
      stopAuth();
    };
  }, []);
  return null;
}
