import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentDeps, PreCheckoutVerdict, RefundRecorded, StarsPaymentInfo, TelegramUserInfo } from '../bot.ts';
import { startBotAgainstFake } from '../testing/bot-against-fake.ts';

const ivan = { id: 1001, first_name: 'Иван', username: 'ivan' };

/** The server's side of payments at the boundary: verdicts and results as the test sets them. */
function fakePayments(overrides: Partial<PaymentDeps> = {}) {
  const seen = { checks: [] as unknown[], payments: [] as { user: TelegramUserInfo; payment: StarsPaymentInfo }[], refunds: [] as unknown[] };
  const deps: PaymentDeps = {
    checkPreCheckout: async (user, order) => {
      seen.checks.push({ user, order });
      return { ok: true };
    },
    recordPayment: async (user, payment) => {
      seen.payments.push({ user, payment });
      return { status: 'activated', expiresAt: '2026-12-23T09:00:00.000Z', timezone: 'Asia/Vladivostok' };
    },
    recordRefund: async (user, refund) => {
      seen.refunds.push({ user, refund });
      return { status: 'refunded', expiresAt: null, timezone: 'Europe/Moscow', recurring: false };
    },
    ...overrides,
  };
  return { deps, seen };
}

describe('Stars payments in the bot', () => {
  let running: Awaited<ReturnType<typeof startBotAgainstFake>> | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  const preCheckout = async (payload = 'v1.signed') => {
    const answered = running!.fake.waitForCall('answerPreCheckoutQuery');
    const id = running!.fake.sendPreCheckout(ivan, { currency: 'XTR', total_amount: 149, invoice_payload: payload });
    const call = await answered;
    const record = running!.fake.preCheckoutAnswers().find((a) => a.pre_checkout_query_id === id);
    return { params: call.params, inTime: record?.in_time };
  };

  it('answers ok to a pre-checkout the server accepts, with the payer and the order, within 10 s', async () => {
    const { deps, seen } = fakePayments();
    running = await startBotAgainstFake(undefined, { payments: deps });
    const { params, inTime } = await preCheckout();
    expect(params).toMatchObject({ ok: true });
    expect(params.error_message).toBeUndefined();
    expect(inTime).toBe(true);
    expect(seen.checks).toEqual([{ user: { id: 1001, first_name: 'Иван', username: 'ivan' }, order: { currency: 'XTR', total_amount: 149, invoice_payload: 'v1.signed' } }]);
  });

  it.each([
    ['invalid', 'Этот счёт недействителен. Откройте оплату в приложении заново.'],
    ['expired', 'Счёт устарел. Откройте оплату в приложении заново.'],
    ['otherUser', 'Этот счёт выставлен другому пользователю. Откройте оплату из своего приложения.'],
    ['amount', 'Сумма или валюта не совпадают со счётом. Откройте оплату в приложении заново.'],
  ] as const)('refuses a pre-checkout the server calls %s, saying why in Russian', async (reason, text) => {
    const verdict: PreCheckoutVerdict = { ok: false, reason };
    running = await startBotAgainstFake(undefined, { payments: fakePayments({ checkPreCheckout: async () => verdict }).deps });
    expect((await preCheckout()).params).toMatchObject({ ok: false, error_message: text });
  });

  it('refuses in time when the check fails or hangs, rather than letting Telegram time out', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      running = await startBotAgainstFake(undefined, { payments: fakePayments({ checkPreCheckout: () => Promise.reject(new Error('db down')) }).deps });
      expect((await preCheckout()).params).toMatchObject({ ok: false, error_message: 'Не удалось проверить платёж. Попробуйте ещё раз через минуту.' });
      await running.close();

      running = await startBotAgainstFake(undefined, { payments: fakePayments({ checkPreCheckout: () => new Promise(() => {}) }).deps }, { preCheckoutAnswerMs: 50 });
      const { params, inTime } = await preCheckout();
      expect(params).toMatchObject({ ok: false, error_message: 'Не удалось проверить платёж. Попробуйте ещё раз через минуту.' });
      expect(inTime).toBe(true);
    } finally {
      logged.mockRestore();
    }
  });

  it('passes a successful payment on with its subscription fields and thanks with the end date in the user time zone', async () => {
    const { deps, seen } = fakePayments();
    running = await startBotAgainstFake(undefined, { payments: deps });
    const thanks = running.fake.waitForMessage((m) => m.chat.id === ivan.id);
    const paid = running.fake.sendSuccessfulPayment(ivan, {
      total_amount: 149,
      invoice_payload: 'v1.signed',
      telegram_payment_charge_id: 'charge-1',
      subscription_expiration_date: 1_800_000_000,
      is_recurring: true,
      is_first_recurring: true,
    });
    expect((await thanks).text).toBe('Спасибо за оплату! Подписка активна до 23 декабря 2026. Ограничения сняты — создавайте сколько угодно целей, привычек и заметок.');
    expect(seen.payments).toEqual([
      {
        user: { id: 1001, first_name: 'Иван', username: 'ivan' },
        payment: {
          currency: 'XTR',
          total_amount: 149,
          invoice_payload: 'v1.signed',
          telegram_payment_charge_id: 'charge-1',
          provider_payment_charge_id: paid.successful_payment!.provider_payment_charge_id,
          subscription_expiration_date: 1_800_000_000,
          is_recurring: true,
          is_first_recurring: true,
        },
      },
    ]);
  });

  it('stays silent on a repeated payment, tells of a renewal, and points an unknown one to /paysupport', async () => {
    const results = [
      { status: 'duplicate' as const },
      { status: 'renewed' as const, expiresAt: '2027-01-22T09:00:00.000Z', timezone: 'Europe/Moscow' },
      { status: 'unrecognised' as const },
    ];
    running = await startBotAgainstFake(undefined, { payments: fakePayments({ recordPayment: async () => results.shift()! }).deps });
    running.fake.sendSuccessfulPayment(ivan, { total_amount: 149, invoice_payload: 'v1.signed', telegram_payment_charge_id: 'charge-1' });
    await running.fake.updatesHandled();
    expect(running.fake.sentMessages(ivan.id)).toEqual([]);

    const renewed = running.fake.waitForMessage((m) => m.chat.id === ivan.id);
    running.fake.sendSuccessfulPayment(ivan, { total_amount: 149, invoice_payload: 'v1.signed', is_recurring: true });
    expect((await renewed).text).toBe('Подписка продлена до 22 января 2027. Спасибо, что вы с нами!');

    const unknown = running.fake.waitForMessage((m) => m.chat.id === ivan.id && (m.text ?? '').includes('/paysupport'));
    running.fake.sendSuccessfulPayment(ivan, { total_amount: 149, invoice_payload: 'forged' });
    expect((await unknown).text).toBe('Платёж получен, но мы не смогли зачесть его за подписку: он не совпал со счётом. Напишите в /paysupport — мы всё проверим и вернём звёзды, если подписка не включилась.');
  });

  it('passes a refund notice on and confirms it once, saying what other payments still buy', async () => {
    const results: RefundRecorded[] = [
      { status: 'refunded', expiresAt: null, timezone: 'Europe/Moscow', recurring: true },
      { status: 'already-refunded' },
      { status: 'refunded', expiresAt: '2027-01-21T21:30:00.000Z', timezone: 'Europe/Moscow', recurring: false },
    ];
    const { deps, seen } = fakePayments({
      recordRefund: async (user, refund) => {
        seen.refunds.push({ user, refund });
        return results.shift()!;
      },
    });
    running = await startBotAgainstFake(undefined, { payments: deps });
    const notice = running.fake.waitForMessage((m) => m.chat.id === ivan.id);
    running.fake.sendRefundedPayment(ivan, { total_amount: 149, invoice_payload: 'v1.signed', telegram_payment_charge_id: 'charge-9' });
    expect((await notice).text).toBe('Возврат 149 ⭐ оформлен. Подписка отключена.');
    running.fake.sendRefundedPayment(ivan, { total_amount: 149, invoice_payload: 'v1.signed', telegram_payment_charge_id: 'charge-9' });
    await running.fake.updatesHandled();
    expect(running.fake.sentMessages(ivan.id)).toHaveLength(1);
    expect(seen.refunds).toHaveLength(2);
    expect(seen.refunds[0]).toMatchObject({ refund: { telegram_payment_charge_id: 'charge-9', total_amount: 149, currency: 'XTR' } });
    // A refunded month stops renewing too, once.
    expect(running.fake.calls('editUserStarSubscription').map((c) => c.params)).toEqual([
      { user_id: ivan.id, telegram_payment_charge_id: 'charge-9', is_canceled: true },
    ]);

    const partly = running.fake.waitForMessage((m) => m.chat.id === ivan.id && (m.text ?? '').includes('действует'));
    running.fake.sendRefundedPayment(ivan, { total_amount: 149, invoice_payload: 'v1.signed', telegram_payment_charge_id: 'charge-10' });
    expect((await partly).text).toBe('Возврат 149 ⭐ оформлен. Оплаченная подписка действует до 22 января 2027.');
    expect(running.fake.calls('editUserStarSubscription')).toHaveLength(1); // a one-off payment renews nothing
  });
});
