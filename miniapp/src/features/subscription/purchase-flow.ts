import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_TIMEOUT_MS, type SubscriptionPlan } from '@tracker/shared/domain';
import { isApiError, serverErrorText } from '../../lib/api-client.ts';
import { pollUntil } from '../../lib/poll.ts';
import { type SubscriptionState, invoiceOutcome, paymentCredited } from './invoice-outcome.ts';

/** What the purchase needs from the world; purchase.ts wires the real ones, tests pass fakes. */
export interface PurchaseDeps {
  /** auth.is_telegram_linked of the profile; null when unknown (then the server decides). */
  isTelegramLinked(): Promise<boolean | null>;
  /** The status before paying, to tell a new payment from a subscription that was already active. */
  currentStatus(): Promise<SubscriptionState | null>;
  /** POST create-invoice; rejects with the API error. */
  createInvoice(plan: SubscriptionPlan): Promise<{ invoice_link: string }>;
  /** Telegram's payment sheet: the status it closed with, or null outside Telegram. */
  openInvoice(link: string): Promise<string> | null;
  /** Outside Telegram: the link in a new tab. */
  openLink(link: string): void;
  /** GET the status; null when the call failed. */
  fetchStatus(): Promise<SubscriptionState | null>;
  /** The subscription is on: refresh what shows it (profile, header, limits). */
  onActivated(): void;
  ui: {
    /** The spec's alert: stars need a linked Telegram account. */
    notLinked(): void;
    invoiceFailed(serverText: string | null): void;
    paymentFailed(): void;
    /** The link opened outside Telegram; the app waits for the payment. */
    waiting(): void;
    /** Telegram closed the invoice without a verdict ('pending', another status): the app checks. */
    checking(): void;
    celebrate(): void;
  };
  log(message: string, error?: unknown): void;
}

/** How often a payment Telegram called paid is asked after until the status shows it. */
export const PAID_CONFIRM_POLL_MS = 1000;

export type PurchaseResult =
  | 'busy'
  | 'not-linked'
  | 'invoice-failed'
  | 'paid'
  | 'cancelled'
  | 'failed'
  | 'activated'
  | 'timeout'
  | 'superseded';

/**
 * The Stars purchase of rewards.md 4.10: check the linked Telegram account, create the invoice,
 * open it in Telegram (paid -> refresh and celebrate, cancelled -> nothing, failed -> 'Оплата не
 * прошла', anything else -> poll) or outside Telegram in a new tab (-> poll). Polling runs every
 * 4 s for up to 60 s and stops once the payment shows in the status. One purchase at a time; a
 * new one stops the polling of the previous.
 */
export function createPurchaseFlow(deps: PurchaseDeps) {
  let starting = false;
  let attempt: AbortController | null = null;

  async function waitForPayment(before: SubscriptionState | null, signal: AbortSignal, succeed: () => void, intervalMs = PAYMENT_POLL_INTERVAL_MS): Promise<PurchaseResult> {
    const credited = await pollUntil(async () => paymentCredited(before, await deps.fetchStatus()), { intervalMs, timeoutMs: PAYMENT_POLL_TIMEOUT_MS, signal });
    if (signal.aborted) return 'superseded';
    if (!credited) {
      deps.log('subscription: the payment did not show within the polling time');
      return 'timeout';
    }
    succeed();
    return 'activated';
  }

  async function purchase(plan: SubscriptionPlan): Promise<PurchaseResult> {
    if (starting) return 'busy';
    starting = true;
    try {
      if ((await deps.isTelegramLinked()) === false) {
        deps.ui.notLinked();
        return 'not-linked';
      }
      const before = await deps.currentStatus();
      let link: string;
      try {
        link = (await deps.createInvoice(plan)).invoice_link;
      } catch (error) {
        if (isApiError(error) && error.code === 'TELEGRAM_NOT_LINKED') {
          deps.ui.notLinked();
          return 'not-linked';
        }
        deps.log('subscription: invoice failed', error);
        deps.ui.invoiceFailed(serverErrorText(error, null));
        return 'invoice-failed';
      }

      attempt?.abort();
      const current = new AbortController();
      attempt = current;
      let celebrated = false;
      const succeed = () => {
        deps.onActivated();
        if (celebrated) return;
        celebrated = true;
        deps.ui.celebrate();
      };

      const sheet = deps.openInvoice(link);
      if (!sheet) {
        deps.openLink(link);
        deps.ui.waiting();
        starting = false;
        return await waitForPayment(before, current.signal, succeed);
      }

      let status: unknown;
      try {
        status = await sheet;
      } catch (error) {
        deps.log('subscription: the invoice sheet failed', error);
        status = null;
      }
      starting = false;
      switch (invoiceOutcome(status)) {
        case 'paid': {
          // Telegram may say paid a moment before the bot has credited the payment: celebrate now,
          // and ask every second until the status shows it, so the profile and the limits (the
          // guard card beside the toast) follow within a second, not the 4 s of a pending payment.
          const fresh = await deps.fetchStatus();
          succeed();
          if (!paymentCredited(before, fresh)) void waitForPayment(before, current.signal, deps.onActivated, PAID_CONFIRM_POLL_MS);
          return 'paid';
        }
        case 'cancelled':
          return 'cancelled';
        case 'failed':
          deps.ui.paymentFailed();
          return 'failed';
        default:
          deps.ui.checking();
          return await waitForPayment(before, current.signal, succeed);
      }
    } finally {
      starting = false;
    }
  }

  return {
    purchase,
    /** Stops a running poll (sign-out). */
    stop() {
      attempt?.abort();
      attempt = null;
    },
  };
}
