/**
 * The Stars purchase with the real world wired in: API, Telegram (through lib/telegram.ts), toasts.
 * Loaded on the first openSubscriptionPurchase event, so the first screen does not carry it.
 */
import type { SubscriptionPlan } from '@tracker/shared/domain';
import { errorTexts, subscriptionUiTexts } from '@tracker/shared/texts';
import { hapticSuccess, openInvoice, openTelegramLink, showAlert } from '../../lib/telegram.ts';
import { showToast } from '../../lib/toast.ts';
import { createInvoice } from './api/create-invoice.ts';
import type { SubscriptionState } from './invoice-outcome.ts';
import { type PurchaseResult, createPurchaseFlow } from './purchase-flow.ts';
import { fetchSubscription, requestSubscription } from './subscription-status.ts';

/** What the shell knows of the signed-in user, and how it refreshes what shows the subscription. */
export interface PurchaseHost {
  /** The profile's linked flag and subscription fields (loaded if needed); null when unavailable. */
  profile(): Promise<{ telegramLinked: boolean; subscription: SubscriptionState } | null>;
  /** The subscription changed: reload the profile, header and limits. */
  refresh(): unknown;
}

let flow: ReturnType<typeof createPurchaseFlow> | null = null;

function build(host: PurchaseHost) {
  return createPurchaseFlow({
    isTelegramLinked: async () => (await host.profile())?.telegramLinked ?? null,
    currentStatus: async () => {
      try {
        return await fetchSubscription();
      } catch {
        return (await host.profile())?.subscription ?? null;
      }
    },
    createInvoice,
    openInvoice,
    openLink: (link) => {
      // A blocked popup leaves only this tab: Telegram takes over, the app reloads on return.
      if (!openTelegramLink(link)) window.location.assign(link);
    },
    fetchStatus: async () => {
      try {
        return await requestSubscription();
      } catch (error) {
        console.warn('subscription status refresh failed', error);
        return null;
      }
    },
    onActivated: () => host.refresh(),
    ui: {
      notLinked: () => {
        showAlert(errorTexts.TELEGRAM_NOT_LINKED);
        // Repeated in the page: the alert is gone once closed, and some webviews suppress it.
        showToast(errorTexts.TELEGRAM_NOT_LINKED, { type: 'error' });
      },
      invoiceFailed: (serverText) => {
        const description = serverText && serverText !== errorTexts.INVOICE_FAILED ? serverText : undefined;
        showToast(errorTexts.INVOICE_FAILED, description ? { type: 'error', description } : { type: 'error' });
      },
      paymentFailed: () => showToast(subscriptionUiTexts.paymentFailed, { type: 'error' }),
      waiting: () => showToast(subscriptionUiTexts.waiting, { type: 'info', description: subscriptionUiTexts.waitingDescription }),
      checking: () => showToast(subscriptionUiTexts.checking, { type: 'info', description: subscriptionUiTexts.waitingDescription }),
      celebrate: () => {
        showToast(subscriptionUiTexts.success, { type: 'success', description: subscriptionUiTexts.successDescription });
        hapticSuccess();
      },
    },
    log: (message, error) => console.warn(message, error ?? ''),
  });
}

/** Buys `plan`; one flow per page, so a purchase already being opened ignores a second click. */
export function purchaseSubscription(plan: SubscriptionPlan, host: PurchaseHost): Promise<PurchaseResult> {
  flow ??= build(host);
  return flow.purchase(plan);
}

/** Stops waiting for a payment (sign-out). */
export function stopPurchase(): void {
  flow?.stop();
}
