import { DEFAULT_STARS_PRICES } from '@tracker/shared/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { telegramClient } from '@tracker/bot';
import { createInvoiceResponseSchema, subscriptionPlansResponseSchema, subscriptionResponseSchema } from '@tracker/shared/contract';
import type { FakeUser } from '../../../scripts/fake-telegram/fake-telegram.ts';
import { refundPayment } from '../services/subscription.ts';
import { starsRefundApi } from '../telegram-features.ts';
import { TEST_BOT_TOKEN, createTestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { type TelegramTestServer, startTelegramTestServer } from '../testing/telegram-server.ts';
import { signUp, type TestUser } from '../testing/test-users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let nextTelegramId = 7000;
const telegramPerson = (first_name: string): FakeUser => ({ id: nextTelegramId++, first_name });

describe.each(databaseKinds)('Stars subscription on %s', (kind) => {
  let h: TelegramTestServer;
  beforeAll(async () => {
    h = await startTelegramTestServer(kind);
  });
  afterAll(() => h.close());

  const subscription = async (user: TestUser) => subscriptionResponseSchema.parse(await (await h.request('/api/user/subscription/', { token: user.token })).json());
  const writeNote = (user: TestUser) => h.request('/api/notes/', { method: 'POST', token: user.token, json: { mood: 3 } });
  const invoiceFor = async (user: TestUser, plan?: 'monthly' | 'yearly') => {
    const res = await h.request('/api/user/subscription/create-invoice/', { method: 'POST', token: user.token, json: plan ? { plan } : {} });
    expect(res.status).toBe(200);
    const answer = createInvoiceResponseSchema.parse(await res.json());
    const invoice = h.fake.invoice(answer.invoice_link);
    if (!invoice) throw new Error('the bot made no invoice link');
    return { answer, invoice };
  };
  /** The user confirms in Telegram: the bot's answer to the pre-checkout query. */
  const preCheckout = async (from: FakeUser, order: { total_amount: number; invoice_payload: string; currency?: string }) => {
    const answered = h.fake.waitForCall('answerPreCheckoutQuery');
    const id = h.fake.sendPreCheckout(from, { currency: 'XTR', ...order });
    const call = await answered;
    expect(call.params.pre_checkout_query_id).toBe(id);
    expect(h.fake.preCheckoutAnswers().find((a) => a.pre_checkout_query_id === id)?.in_time).toBe(true);
    return call.params as { ok: boolean; error_message?: string };
  };
  const pay = async (from: FakeUser, payment: Parameters<TelegramTestServer['fake']['sendSuccessfulPayment']>[1], expectReply: RegExp) => {
    const reply = h.fake.waitForMessage((m) => m.chat.id === from.id && expectReply.test(m.text ?? ''));
    const message = h.fake.sendSuccessfulPayment(from, payment);
    return { reply: await reply, chargeId: message.successful_payment!.telegram_payment_charge_id };
  };

  it('sells the monthly plan end to end: invoice, pre-checkout, payment, no limits; expiry brings the limits back', async () => {
    h.setClock('2026-11-23T09:00:00Z');
    const anna = telegramPerson('Анна');
    const user = await h.telegramUser(anna);
    for (let i = 0; i < 3; i++) expect((await writeNote(user)).status).toBe(201);
    expect((await writeNote(user)).status).toBe(403);

    const { answer, invoice } = await invoiceFor(user, 'monthly');
    expect(answer).toMatchObject({ success: true, plan: 'monthly', amount: 149, currency: 'XTR' });
    expect(answer.invoice_link).toMatch(/^https:\/\/t\.me\/\$/);
    expect(invoice).toMatchObject({ currency: 'XTR', total_amount: 149, provider_token: '', subscription_period: 2592000, title: 'Подписка на месяц' });
    expect(invoice.prices).toHaveLength(1);
    expect(invoice.title.length).toBeLessThanOrEqual(32);
    expect(invoice.description.length).toBeLessThanOrEqual(255);
    expect(Buffer.byteLength(invoice.payload)).toBeLessThanOrEqual(128);
    expect(invoice.payload).toContain(`.${user.userId}.`);

    expect(await preCheckout(anna, { total_amount: 149, invoice_payload: invoice.payload })).toMatchObject({ ok: true });
    const telegramEnd = Math.floor((h.clock.now().getTime() + 30 * DAY_MS) / 1000);
    const { reply } = await pay(anna, { total_amount: 149, invoice_payload: invoice.payload, subscription_expiration_date: telegramEnd, is_recurring: true, is_first_recurring: true }, /Спасибо за оплату/);
    expect(reply.text).toBe('Спасибо за оплату! Подписка активна до 23 декабря 2026. Ограничения сняты — создавайте сколько угодно целей, привычек и заметок.');

    expect(await subscription(user)).toEqual({
      success: true,
      has_subscription: true,
      is_subscription_active: true,
      subscription_status: 'Активна',
      subscription_expires_at: '2026-12-23T09:00:00.000Z',
    });
    expect((await writeNote(user)).status).toBe(201); // the 4th note of the day
    for (let i = 0; i < 3; i++) expect((await h.request('/api/habits/create/', { method: 'POST', token: user.token, json: { title: `Привычка ${i}`, category: 1, frequency: 'daily', duration: 'infinite', daily_target: 1 } })).status).toBe(201);
    expect((await h.request('/api/habits/create/', { method: 'POST', token: user.token, json: { title: 'Четвёртая', category: 1, frequency: 'daily', duration: 'infinite', daily_target: 1 } })).status).toBe(201);

    h.clock.advance(30 * DAY_MS + 60_000);
    expect(await subscription(user)).toMatchObject({ has_subscription: true, is_subscription_active: false, subscription_status: 'Неактивна' });
    for (let i = 0; i < 3; i++) expect((await writeNote(user)).status).toBe(201);
    const limited = await writeNote(user);
    expect(limited.status).toBe(403);
    expect(await limited.json()).toMatchObject({ limit_type: 'notes', max_count: 3 });
    // What was made while subscribed is kept; only new items are limited.
    const habits = await (await h.request('/api/habits/', { token: user.token })).json();
    expect(habits.active_habits).toHaveLength(4);
  });

  it('sells the yearly plan as one payment for 365 days', async () => {
    h.setClock('2026-11-23T09:00:00Z');
    const boris = telegramPerson('Борис');
    const user = await h.telegramUser(boris);
    const { answer, invoice } = await invoiceFor(user, 'yearly');
    expect(answer).toMatchObject({ plan: 'yearly', amount: 999 });
    expect(invoice).toMatchObject({ total_amount: 999, title: 'Подписка на год' });
    expect(invoice.subscription_period).toBeUndefined();
    expect(await preCheckout(boris, { total_amount: 999, invoice_payload: invoice.payload })).toMatchObject({ ok: true });
    await pay(boris, { total_amount: 999, invoice_payload: invoice.payload }, /Спасибо за оплату/);
    expect((await subscription(user)).subscription_expires_at).toBe('2027-11-23T09:00:00.000Z');
  });

  it('credits a repeated payment update once, and extends on a renewal of the monthly subscription', async () => {
    h.setClock('2026-11-23T09:00:00Z');
    const vera = telegramPerson('Вера');
    const user = await h.telegramUser(vera);
    const { invoice } = await invoiceFor(user);
    const first = { total_amount: 149, invoice_payload: invoice.payload, is_recurring: true, is_first_recurring: true };
    const { chargeId } = await pay(vera, first, /Спасибо за оплату/);
    h.fake.sendSuccessfulPayment(vera, { ...first, telegram_payment_charge_id: chargeId });
    h.fake.sendSuccessfulPayment(vera, { ...first, telegram_payment_charge_id: chargeId });
    await h.fake.updatesHandled();
    expect((await subscription(user)).subscription_expires_at).toBe('2026-12-23T09:00:00.000Z');
    expect(h.fake.sentMessages(vera.id).filter((m) => m.text?.startsWith('Спасибо за оплату'))).toHaveLength(1);
    const rows = await h.server.db.selectFrom('payments').selectAll().where('user_id', '=', user.userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ telegram_payment_charge_id: chargeId, plan: 'monthly', total_amount: 149, currency: 'XTR', is_first_recurring: 1 });

    // Telegram renews a month later (after the payload's invoice expiry): the subscription is extended.
    h.setClock('2026-12-23T08:00:00Z');
    const renewedEnd = Math.floor(Date.parse('2027-01-22T09:00:00Z') / 1000);
    const { reply } = await pay(vera, { total_amount: 149, invoice_payload: invoice.payload, is_recurring: true, subscription_expiration_date: renewedEnd }, /продлена/);
    expect(reply.text).toBe('Подписка продлена до 22 января 2027. Спасибо, что вы с нами!');
    expect((await subscription(user)).subscription_expires_at).toBe('2027-01-22T09:00:00.000Z');
  });

  it('credits no one a payment of another sum or made by someone else than the invoiced user: the payer is sent to /paysupport', async () => {
    h.setClock('2026-11-23T09:00:00Z');
    const gleb = telegramPerson('Глеб');
    const user = await h.telegramUser(gleb);
    const { invoice } = await invoiceFor(user);
    const { reply: cheap } = await pay(gleb, { total_amount: 1, invoice_payload: invoice.payload }, /не смогли зачесть/);
    expect(cheap.text).toBe('Платёж получен, но мы не смогли зачесть его за подписку: он не совпал со счётом. Напишите в /paysupport — мы всё проверим и вернём звёзды, если подписка не включилась.');

    const dina = telegramPerson('Дина');
    const other = await h.telegramUser(dina);
    const { reply: foreign } = await pay(dina, { total_amount: 149, invoice_payload: invoice.payload }, /не смогли зачесть/);
    expect(foreign.text).toMatch(/paysupport/);
    for (const someone of [user, other]) expect((await subscription(someone)).is_subscription_active).toBe(false);
    expect(await h.server.db.selectFrom('payments').select('id').where('user_id', 'in', [user.userId, other.userId]).execute()).toEqual([]);

    // The invoice's own user paying its sum is credited.
    await pay(gleb, { total_amount: 149, invoice_payload: invoice.payload }, /Спасибо за оплату/);
    expect((await subscription(user)).is_subscription_active).toBe(true);
  });

  it('refuses at pre-checkout a forged, foreign, expired or mispriced invoice, in Russian and within 10 s', async () => {
    h.setClock('2026-11-23T09:00:00Z');
    const gleb = telegramPerson('Глеб');
    const stranger = telegramPerson('Чужой');
    const user = await h.telegramUser(gleb);
    await h.telegramUser(stranger);
    const { invoice } = await invoiceFor(user);
    const [version, id, ...rest] = invoice.payload.split('.');
    const forged = [version, String(Number(id) + 1), ...rest].join('.');

    expect(await preCheckout(gleb, { total_amount: 149, invoice_payload: forged })).toEqual(expect.objectContaining({ ok: false, error_message: 'Этот счёт недействителен. Откройте оплату в приложении заново.' }));
    expect(await preCheckout(gleb, { total_amount: 149, invoice_payload: 'sub:monthly' })).toMatchObject({ ok: false, error_message: 'Этот счёт недействителен. Откройте оплату в приложении заново.' });
    expect(await preCheckout(stranger, { total_amount: 149, invoice_payload: invoice.payload })).toMatchObject({
      ok: false,
      error_message: 'Этот счёт выставлен другому пользователю. Откройте оплату из своего приложения.',
    });
    expect(await preCheckout(gleb, { total_amount: 1, invoice_payload: invoice.payload })).toMatchObject({ ok: false, error_message: expect.stringMatching(/^Сумма/) });
    expect(await preCheckout(gleb, { total_amount: 149, invoice_payload: invoice.payload, currency: 'USD' })).toMatchObject({ ok: false, error_message: expect.stringMatching(/^Сумма/) });

    h.clock.advance(61 * 60_000);
    expect(await preCheckout(gleb, { total_amount: 149, invoice_payload: invoice.payload })).toMatchObject({ ok: false, error_message: 'Счёт устарел. Откройте оплату в приложении заново.' });
    expect((await subscription(user)).is_subscription_active).toBe(false);
  });

  it('ends the subscription on a refund: the refunded-payment update, or the admin refund through Telegram', async () => {
    h.setClock('2026-11-23T09:00:00Z');
    const dina = telegramPerson('Дина');
    const user = await h.telegramUser(dina);
    const { invoice } = await invoiceFor(user);
    const { chargeId } = await pay(dina, { total_amount: 149, invoice_payload: invoice.payload, is_recurring: true, is_first_recurring: true }, /Спасибо/);
    expect((await subscription(user)).is_subscription_active).toBe(true);

    // A refund notice from someone else naming Дина's charge is none of theirs: nothing changes, and no notice.
    const stranger = telegramPerson('Чужой');
    await h.telegramUser(stranger);
    const sentBefore = h.fake.calls('sendMessage').length;
    h.fake.sendRefundedPayment(stranger, { total_amount: 149, invoice_payload: invoice.payload, telegram_payment_charge_id: chargeId });
    await h.fake.updatesHandled();
    expect((await subscription(user)).is_subscription_active).toBe(true);
    expect(h.fake.calls('sendMessage').slice(sentBefore).filter((c) => String(c.params.text).startsWith('Возврат'))).toEqual([]);

    const notice = h.fake.waitForMessage((m) => m.chat.id === dina.id && (m.text ?? '').startsWith('Возврат'));
    h.fake.sendRefundedPayment(dina, { total_amount: 149, invoice_payload: invoice.payload, telegram_payment_charge_id: chargeId });
    expect((await notice).text).toBe('Возврат 149 ⭐ оформлен. Подписка отключена.');
    // Off means no more renewals either.
    expect(h.fake.calls('editUserStarSubscription').map((c) => c.params)).toContainEqual({ user_id: dina.id, telegram_payment_charge_id: chargeId, is_canceled: true });
    expect(await subscription(user)).toMatchObject({ is_subscription_active: false, has_subscription: false, subscription_status: 'Неактивна', subscription_expires_at: null });
    for (let i = 0; i < 3; i++) await writeNote(user);
    expect((await writeNote(user)).status).toBe(403);

    // The admin script's path: stop renewals, refund through the Bot API, end the subscription.
    const emil = telegramPerson('Эмиль');
    const second = await h.telegramUser(emil);
    const paid = await invoiceFor(second);
    const { chargeId: secondCharge } = await pay(emil, { total_amount: 149, invoice_payload: paid.invoice.payload, is_recurring: true, is_first_recurring: true }, /Спасибо/);
    const api = starsRefundApi(telegramClient(TEST_BOT_TOKEN, h.fake.apiRoot));
    expect(await refundPayment(h.server.db, secondCharge, api, h.clock.now())).toMatchObject({ status: 'refunded', userId: second.userId, amount: 149 });
    expect(h.fake.calls('editUserStarSubscription').at(-1)).toMatchObject({ ok: true, params: { user_id: emil.id, telegram_payment_charge_id: secondCharge, is_canceled: true } });
    expect(h.fake.calls('refundStarPayment').at(-1)).toMatchObject({ ok: true, params: { user_id: emil.id, telegram_payment_charge_id: secondCharge } });
    expect((await subscription(second)).is_subscription_active).toBe(false);
    expect(await refundPayment(h.server.db, secondCharge, api, h.clock.now())).toEqual({ status: 'already-refunded' });
  });

  it('takes back only what a refunded payment bought: a refunded month leaves a paid year standing, the year refunded too ends it', async () => {
    h.setClock('2026-11-23T09:00:00Z');
    const fyodor = telegramPerson('Фёдор');
    const user = await h.telegramUser(fyodor);
    const year = await invoiceFor(user, 'yearly');
    const { chargeId: yearCharge } = await pay(fyodor, { total_amount: 999, invoice_payload: year.invoice.payload }, /Спасибо/);
    h.clock.advance(24 * 60 * 60_000);
    const month = await invoiceFor(user, 'monthly');
    const { chargeId: monthCharge } = await pay(fyodor, { total_amount: 149, invoice_payload: month.invoice.payload, is_recurring: true, is_first_recurring: true }, /Спасибо/);
    // The month was added after the year: 2026-11-23 + 365 + 30 days.
    expect((await subscription(user)).subscription_expires_at).toBe('2027-12-23T09:00:00.000Z');

    const partly = h.fake.waitForMessage((m) => m.chat.id === fyodor.id && (m.text ?? '').startsWith('Возврат 149'));
    h.fake.sendRefundedPayment(fyodor, { total_amount: 149, invoice_payload: month.invoice.payload, telegram_payment_charge_id: monthCharge });
    expect((await partly).text).toBe('Возврат 149 ⭐ оформлен. Оплаченная подписка действует до 23 ноября 2027.');
    expect(await subscription(user)).toMatchObject({ is_subscription_active: true, subscription_expires_at: '2027-11-23T09:00:00.000Z' });

    const ended = h.fake.waitForMessage((m) => m.chat.id === fyodor.id && (m.text ?? '').startsWith('Возврат 999'));
    h.fake.sendRefundedPayment(fyodor, { total_amount: 999, invoice_payload: year.invoice.payload, telegram_payment_charge_id: yearCharge });
    expect((await ended).text).toBe('Возврат 999 ⭐ оформлен. Подписка отключена.');
    expect(await subscription(user)).toMatchObject({ is_subscription_active: false, has_subscription: false, subscription_expires_at: null });
  });

  it('asks for a linked Telegram account, takes the monthly plan by default, and answers without /api too', async () => {
    const local = await h.localUser();
    const refused = await h.request('/api/user/subscription/create-invoice/', { method: 'POST', token: local.token, json: { plan: 'monthly' } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      success: false,
      code: 'TELEGRAM_NOT_LINKED',
      error: 'Оплата звёздами доступна только при привязанном Telegram. Привяжите его в настройках профиля.',
    });

    const user = await h.telegramUser(telegramPerson('Жанна'));
    const bare = await h.request('/user/subscription/create-invoice/', { method: 'POST', token: user.token });
    expect(await bare.json()).toMatchObject({ success: true, plan: 'monthly', amount: 149 });
    const bad = await h.request('/api/user/subscription/create-invoice/', { method: 'POST', token: user.token, json: { plan: 'weekly' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields.plan).toMatch(/monthly или yearly/);
    expect((await h.request('/api/user/subscription/create-invoice/', { method: 'POST', json: {} })).status).toBe(401);

    const plans = subscriptionPlansResponseSchema.parse(await (await h.request('/api/user/subscription/plans/', { token: user.token })).json());
    expect(plans.plans).toEqual([
      { plan: 'monthly', amount: 149, currency: 'XTR', period_days: 30, recurring: true },
      { plan: 'yearly', amount: 999, currency: 'XTR', period_days: 365, recurring: false },
    ]);
  });
});

describe('Stars subscription without a bot', () => {
  it('still lists the plans; asks for a linked Telegram first, then answers 503 in Russian instead of making an invoice', async () => {
    const t = await createTestApp('sqlite');
    try {
      const user = await signUp(t);
      const plans = subscriptionPlansResponseSchema.parse(await (await t.request('/api/user/subscription/plans/', { token: user.token })).json());
      expect(plans.plans.map((p) => p.amount)).toEqual([DEFAULT_STARS_PRICES.monthly, DEFAULT_STARS_PRICES.yearly]);

      const unlinked = await t.request('/api/user/subscription/create-invoice/', { method: 'POST', token: user.token, json: {} });
      expect(unlinked.status).toBe(409);
      expect(await unlinked.json()).toMatchObject({ code: 'TELEGRAM_NOT_LINKED' });

      await t.db.insertInto('identities').values({ user_id: user.userId, provider: 'telegram', subject: '424242', secret: null, created_at: t.clock.now().toISOString() }).execute();
      const res = await t.request('/api/user/subscription/create-invoice/', { method: 'POST', token: user.token, json: {} });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: 'PAYMENTS_DISABLED', error: 'Оплата звёздами сейчас недоступна. Попробуйте позже.' });
    } finally {
      await t.close();
    }
  });
});

describe('Stars subscription when Telegram makes no invoice', () => {
  it("answers 502 'Не удалось создать инвойс' (INVOICE_FAILED) when createInvoiceLink fails", async () => {
    // A Bot API that refuses createInvoiceLink (answered 404 like an unknown method).
    const ts = await startTelegramTestServer('sqlite', ['createInvoiceLink']);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const user = await ts.localUser();
      await ts.server.db.insertInto('identities').values({ user_id: user.userId, provider: 'telegram', subject: '434343', secret: null, created_at: ts.clock.now().toISOString() }).execute();
      const res = await ts.request('/api/user/subscription/create-invoice/', { method: 'POST', token: user.token, json: { plan: 'monthly' } });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ success: false, code: 'INVOICE_FAILED', error: 'Не удалось создать инвойс' });
      expect(ts.fake.calls('createInvoiceLink')).toHaveLength(1);
      expect(logged).toHaveBeenCalledWith('[payments] createInvoiceLink failed:', expect.anything());
    } finally {
      logged.mockRestore();
      await ts.close();
    }
  });
});
