import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import type { SubscriptionState } from './invoice-outcome.ts';
import { type PurchaseDeps, createPurchaseFlow } from './purchase-flow.ts';

const inactive: SubscriptionState = { is_subscription_active: false, subscription_expires_at: null };
const active: SubscriptionState = { is_subscription_active: true, subscription_expires_at: '2026-12-23T09:00:00.000Z' };

/** The create-invoice call's failure: the server's code and its Russian text. */
const invoiceError = (code: string, serverError: string) => new ApiError(serverError, 400, code, serverError);

/** Fakes of every dependency; `statuses` are what successive status calls answer (the last one repeats). */
function setup(options: { linked?: boolean | null; statuses?: (SubscriptionState | null)[]; sheet?: Promise<string> | null; invoice?: () => Promise<{ invoice_link: string }> } = {}) {
  const statuses = options.statuses ?? [inactive];
  let calls = 0;
  const deps = {
    isTelegramLinked: vi.fn(async () => (options.linked === undefined ? true : options.linked)),
    currentStatus: vi.fn(async () => inactive),
    createInvoice: vi.fn(options.invoice ?? (async () => ({ invoice_link: 'https://t.me/$abc' }))),
    openInvoice: vi.fn(() => (options.sheet === undefined ? null : options.sheet)),
    openLink: vi.fn(),
    fetchStatus: vi.fn(async () => statuses[Math.min(calls++, statuses.length - 1)] ?? null),
    onActivated: vi.fn(),
    ui: { notLinked: vi.fn(), invoiceFailed: vi.fn(), paymentFailed: vi.fn(), waiting: vi.fn(), checking: vi.fn(), celebrate: vi.fn() },
    log: vi.fn(),
  } satisfies PurchaseDeps;
  return { deps, flow: createPurchaseFlow(deps) };
}

/** Polling runs on the clock: these tests move a fake one. */
afterEach(() => vi.useRealTimers());

describe('the Stars purchase flow', () => {
  it('shows the alert and makes no invoice when Telegram is not linked', async () => {
    const { deps, flow } = setup({ linked: false });
    expect(await flow.purchase('monthly')).toBe('not-linked');
    expect(deps.ui.notLinked).toHaveBeenCalledOnce();
    expect(deps.createInvoice).not.toHaveBeenCalled();
  });

  it('shows the same alert when the server answers TELEGRAM_NOT_LINKED', async () => {
    const { deps, flow } = setup({ linked: null, invoice: () => Promise.reject(invoiceError('TELEGRAM_NOT_LINKED', 'Оплата звёздами ...')) });
    expect(await flow.purchase('yearly')).toBe('not-linked');
    expect(deps.createInvoice).toHaveBeenCalledWith('yearly');
    expect(deps.ui.notLinked).toHaveBeenCalledOnce();
    expect(deps.ui.invoiceFailed).not.toHaveBeenCalled();
  });

  it('reports a failed invoice with the server text', async () => {
    const { deps, flow } = setup({ invoice: () => Promise.reject(invoiceError('PAYMENTS_DISABLED', 'Оплата звёздами сейчас недоступна. Попробуйте позже.')) });
    expect(await flow.purchase('monthly')).toBe('invoice-failed');
    expect(deps.ui.invoiceFailed).toHaveBeenCalledWith('Оплата звёздами сейчас недоступна. Попробуйте позже.');
    expect(deps.openInvoice).not.toHaveBeenCalled();
  });

  it("reports a failed invoice without a server text as null, so the UI says its own 'Не удалось создать инвойс'", async () => {
    const { deps, flow } = setup({ invoice: () => Promise.reject(new ApiError('Ошибка сервера (502)', 502)) });
    expect(await flow.purchase('monthly')).toBe('invoice-failed');
    expect(deps.ui.invoiceFailed).toHaveBeenCalledWith(null);
    expect(deps.openInvoice).not.toHaveBeenCalled();
  });

  it('paid in Telegram: refreshes, celebrates once and does not poll when the payment already shows', async () => {
    vi.useFakeTimers();
    const { deps, flow } = setup({ sheet: Promise.resolve('paid'), statuses: [active] });
    expect(await flow.purchase('monthly')).toBe('paid');
    expect(deps.openInvoice).toHaveBeenCalledWith('https://t.me/$abc');
    expect(deps.ui.celebrate).toHaveBeenCalledOnce();
    expect(deps.onActivated).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.fetchStatus).toHaveBeenCalledOnce();
    expect(deps.openLink).not.toHaveBeenCalled();
    expect(deps.ui.checking).not.toHaveBeenCalled();
  });

  it('paid before the bot credited it: celebrates at once and polls until the status shows it', async () => {
    vi.useFakeTimers();
    const { deps, flow } = setup({ sheet: Promise.resolve('paid'), statuses: [inactive, inactive, active] });
    expect(await flow.purchase('monthly')).toBe('paid');
    expect(deps.ui.celebrate).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1_999); // the checks at 1 s and 2 s: the second one sees it
    expect(deps.onActivated).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.onActivated).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.fetchStatus).toHaveBeenCalledTimes(3);
    expect(deps.ui.celebrate).toHaveBeenCalledOnce();
  });

  it('cancelled: nothing happens', async () => {
    vi.useFakeTimers();
    const { deps, flow } = setup({ sheet: Promise.resolve('cancelled') });
    expect(await flow.purchase('monthly')).toBe('cancelled');
    expect(Object.values(deps.ui).every((fn) => fn.mock.calls.length === 0)).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.fetchStatus).not.toHaveBeenCalled();
  });

  it("failed: 'Оплата не прошла' and no polling", async () => {
    vi.useFakeTimers();
    const { deps, flow } = setup({ sheet: Promise.resolve('failed') });
    expect(await flow.purchase('monthly')).toBe('failed');
    expect(deps.ui.paymentFailed).toHaveBeenCalledOnce();
    expect(deps.ui.celebrate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.fetchStatus).not.toHaveBeenCalled();
  });

  it('pending (or any other status): says it checks, polls every 4 s until the payment shows, then celebrates', async () => {
    vi.useFakeTimers();
    const { deps, flow } = setup({ sheet: Promise.resolve('pending'), statuses: [inactive, null, active] });
    const result = flow.purchase('monthly');
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.ui.checking).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(11_999);
    expect(deps.fetchStatus).toHaveBeenCalledTimes(2);
    expect(deps.ui.celebrate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe('activated');
    expect(deps.ui.celebrate).toHaveBeenCalledOnce();
    expect(deps.onActivated).toHaveBeenCalledOnce();
  });

  it('polls on the clock, not after each answer: a slow answer does not push the next check later', async () => {
    vi.useFakeTimers();
    const { deps, flow } = setup({ sheet: null, statuses: [inactive] });
    deps.fetchStatus.mockImplementation(() => new Promise(() => {})); // never answers
    void flow.purchase('yearly');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.fetchStatus).toHaveBeenCalledTimes(15);
  });

  it('outside Telegram: opens the link in a new tab and polls for at most 60 s', async () => {
    vi.useFakeTimers();
    const { deps, flow } = setup({ sheet: null, statuses: [inactive] });
    const result = flow.purchase('yearly');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await result).toBe('timeout');
    expect(deps.openLink).toHaveBeenCalledWith('https://t.me/$abc');
    expect(deps.ui.waiting).toHaveBeenCalledOnce();
    expect(deps.fetchStatus).toHaveBeenCalledTimes(15);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.fetchStatus).toHaveBeenCalledTimes(15);
    expect(deps.ui.celebrate).not.toHaveBeenCalled();
  });

  it('an already active subscription counts as paid only once it ends later', async () => {
    vi.useFakeTimers();
    const { deps, flow } = setup({ sheet: Promise.resolve('pending'), statuses: [active, { ...active, subscription_expires_at: '2027-01-22T09:00:00.000Z' }] });
    deps.currentStatus.mockResolvedValue(active);
    const result = flow.purchase('monthly');
    await vi.advanceTimersByTimeAsync(8_000);
    expect(await result).toBe('activated');
    expect(deps.fetchStatus).toHaveBeenCalledTimes(2);
  });

  it('ignores a second purchase while the first is being opened', async () => {
    let close: (status: string) => void = () => undefined;
    const { deps, flow } = setup({ sheet: new Promise<string>((resolve) => (close = resolve)) });
    const first = flow.purchase('monthly');
    await vi.waitFor(() => expect(deps.openInvoice).toHaveBeenCalled());
    expect(await flow.purchase('yearly')).toBe('busy');
    close('cancelled');
    expect(await first).toBe('cancelled');
    expect(deps.createInvoice).toHaveBeenCalledOnce();
  });
});
