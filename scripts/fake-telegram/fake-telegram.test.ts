import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeTelegram, startFakeTelegram } from './fake-telegram.ts';
import type { Update } from './wire-types.ts';

const TOKEN = '4242:fake-test-token';
const ivan = { id: 1001, first_name: 'Иван', username: 'ivan' };

let fake: FakeTelegram;
const api = (method: string) => `${fake.apiRoot}/bot${TOKEN}/${method}`;

async function call(method: string, params: object = {}): Promise<{ status: number; body: { ok: boolean; result?: any; error_code?: number; description?: string } }> {
  const response = await fetch(api(method), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(params) });
  return { status: response.status, body: await response.json() };
}

beforeEach(async () => {
  fake = await startFakeTelegram({ token: TOKEN });
});

afterEach(async () => {
  await fake.close();
});

describe('the Bot API surface', () => {
  it('answers getMe with the configured bot, over GET and POST', async () => {
    const viaGet = await (await fetch(api('getMe'))).json();
    expect(viaGet).toEqual({ ok: true, result: expect.objectContaining({ id: 4242, is_bot: true, username: 'tracker_test_bot' }) });
    expect((await call('getme')).body.result.username).toBe('tracker_test_bot'); // method names are case-insensitive
  });

  it('refuses a wrong token with 401 and an unknown method with 404', async () => {
    const wrongToken = await fetch(`${fake.apiRoot}/bot4242:other/getMe`);
    expect(wrongToken.status).toBe(401);
    expect(await wrongToken.json()).toEqual({ ok: false, error_code: 401, description: 'Unauthorized' });

    const unknown = await call('sendTelepathy', { chat_id: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ ok: false, error_code: 404, description: 'Not Found: method not found' });
  });

  it('records sendMessage with an incrementing message_id and reads urlencoded bodies', async () => {
    const first = await call('sendMessage', { chat_id: ivan.id, text: 'Привет' });
    expect(first.body.result).toMatchObject({ message_id: 1, chat: { id: ivan.id, type: 'private' }, text: 'Привет', from: { is_bot: true } });

    const form = new URLSearchParams({
      chat_id: String(ivan.id),
      text: 'Нажмите',
      reply_markup: JSON.stringify({ inline_keyboard: [[{ text: 'Да', callback_data: 'yes' }]] }),
    });
    const second = await (await fetch(api('sendMessage'), { method: 'POST', body: form })).json();
    expect(second.result).toMatchObject({ message_id: 2, reply_markup: { inline_keyboard: [[{ text: 'Да', callback_data: 'yes' }]] } });

    expect(fake.sentMessages(ivan.id).map((m) => m.text)).toEqual(['Привет', 'Нажмите']);
    expect(fake.calls('sendMessage').map((c) => c.params.chat_id)).toEqual([ivan.id, ivan.id]);
  });

  it('refuses what Telegram refuses: empty text, http Web App buttons, edits that change nothing', async () => {
    expect((await call('sendMessage', { chat_id: ivan.id, text: ' ' })).body.description).toBe('Bad Request: message text is empty');
    const webApp = await call('sendMessage', {
      chat_id: ivan.id,
      text: 'Открыть',
      reply_markup: { inline_keyboard: [[{ text: 'Открыть', web_app: { url: 'http://127.0.0.1:3000' } }]] },
    });
    expect(webApp.status).toBe(400);
    expect(webApp.body.description).toContain('Only HTTPS links are allowed');

    const sent = (await call('sendMessage', { chat_id: ivan.id, text: 'Один' })).body.result;
    const same = await call('editMessageText', { chat_id: ivan.id, message_id: sent.message_id, text: 'Один' });
    expect(same.body.description).toMatch(/^Bad Request: message is not modified/);
    const edited = await call('editMessageText', { chat_id: ivan.id, message_id: sent.message_id, text: 'Два' });
    expect(edited.body.result).toMatchObject({ message_id: sent.message_id, text: 'Два', edit_date: expect.any(Number) });
    expect(fake.sentMessages(ivan.id).at(-1)?.text).toBe('Два');
  });

  it('keeps commands and the menu button the bot sets', async () => {
    await call('setMyCommands', { commands: [{ command: 'help', description: 'Помощь' }] });
    expect((await call('getMyCommands')).body.result).toEqual([{ command: 'help', description: 'Помощь' }]);
    expect((await call('setMyCommands', { commands: [{ command: 'Bad Command', description: 'x' }] })).body.description).toBe('Bad Request: BOT_COMMAND_INVALID');

    const button = { type: 'web_app', text: 'Открыть', web_app: { url: 'https://tracker.example.ru' } };
    await call('setChatMenuButton', { menu_button: button });
    expect((await call('getChatMenuButton', { chat_id: ivan.id })).body.result).toEqual(button);
  });

  it('answers payments methods: invoice links, pre-checkout answers, refunds of known charges', async () => {
    const link = await call('createInvoiceLink', {
      title: 'Подписка',
      description: 'Месяц без ограничений',
      payload: 'sub:monthly',
      currency: 'XTR',
      prices: [{ label: 'Месяц', amount: 149 }],
      subscription_period: 2592000,
    });
    expect(link.body.result).toMatch(/^https:\/\/t\.me\/\$[\w-]+$/);
    expect(fake.invoice(link.body.result)).toMatchObject({ payload: 'sub:monthly', currency: 'XTR', total_amount: 149, subscription_period: 2592000 });
    const second = await call('createInvoiceLink', { title: 'Год', description: 'Год', payload: 'sub:yearly', currency: 'XTR', prices: [{ label: 'Год', amount: 999 }] });
    expect(second.body.result).not.toBe(link.body.result);
    expect(fake.invoice(second.body.result)?.subscription_period).toBeUndefined();

    const queryId = fake.sendPreCheckout(ivan, { currency: 'XTR', total_amount: 149, invoice_payload: 'sub:monthly' });
    expect((await call('answerPreCheckoutQuery', { pre_checkout_query_id: queryId, ok: true })).body.result).toBe(true);
    expect((await call('answerPreCheckoutQuery', { pre_checkout_query_id: queryId, ok: true })).status).toBe(400);
    expect(fake.preCheckoutAnswers()).toEqual([{ pre_checkout_query_id: queryId, ok: true, elapsed_ms: expect.any(Number), in_time: true }]);

    const paid = fake.sendSuccessfulPayment(ivan, { total_amount: 149, invoice_payload: 'sub:monthly', is_recurring: true, subscription_expiration_date: 1_800_000_000 });
    const charge = { user_id: ivan.id, telegram_payment_charge_id: paid.successful_payment!.telegram_payment_charge_id };
    expect((await call('editUserStarSubscription', { ...charge, is_canceled: true })).body.result).toBe(true);
    expect((await call('editUserStarSubscription', { ...charge, user_id: 999, is_canceled: true })).body.description).toBe('Bad Request: CHARGE_NOT_FOUND');
    expect((await call('refundStarPayment', charge)).body.result).toBe(true);
    expect((await call('refundStarPayment', charge)).body.description).toBe('Bad Request: CHARGE_ALREADY_REFUNDED');
    const notice = fake.sendRefundedPayment(ivan, { total_amount: 149, invoice_payload: 'sub:monthly', telegram_payment_charge_id: charge.telegram_payment_charge_id });
    expect(notice.refunded_payment).toMatchObject({ currency: 'XTR', total_amount: 149, telegram_payment_charge_id: charge.telegram_payment_charge_id });
  });

  it('answers 403 to a user who blocked the bot until they write again, and 429 with retry_after in flood control', async () => {
    fake.blockBot(ivan.id);
    const blocked = await call('sendMessage', { chat_id: ivan.id, text: 'Напоминание' });
    expect(blocked).toEqual({ status: 403, body: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' } });
    fake.sendText(ivan, '/start');
    expect((await call('sendMessage', { chat_id: ivan.id, text: 'Снова здесь' })).body.ok).toBe(true);

    fake.floodWait(3, 2);
    for (let i = 0; i < 2; i++) {
      expect(await call('sendMessage', { chat_id: ivan.id, text: 'Слишком часто' })).toEqual({
        status: 429,
        body: { ok: false, error_code: 429, description: 'Too Many Requests: retry after 3', parameters: { retry_after: 3 } },
      });
    }
    expect((await call('sendMessage', { chat_id: ivan.id, text: 'Уже можно' })).body.ok).toBe(true);
  });

  it('tells when the bot has handled every update: it asks for the next ones', async () => {
    fake.sendText(ivan, 'раз');
    fake.sendText(ivan, 'два');
    let handled = false;
    const waiting = fake.updatesHandled().then(() => (handled = true));
    const first = await call('getUpdates', {});
    expect(first.body.result).toHaveLength(2);
    expect(handled).toBe(false);
    await call('getUpdates', { offset: first.body.result[1].update_id + 1 });
    await waiting;
    expect(handled).toBe(true);
  });
});

describe('getUpdates long polling', () => {
  it('holds the request for `timeout` seconds when nothing is waiting', async () => {
    const started = Date.now();
    const { body } = await call('getUpdates', { timeout: 1 });
    expect(body).toEqual({ ok: true, result: [] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('answers a held request as soon as an update arrives', async () => {
    const started = Date.now();
    const held = call('getUpdates', { timeout: 30 });
    await call('getWebhookInfo'); // a round trip, so the long poll is most likely already waiting
    fake.sendText(ivan, '/start');
    const { body } = await held;
    expect(Date.now() - started).toBeLessThan(5000);
    expect(body.result).toHaveLength(1);
    expect(body.result[0].message).toMatchObject({
      text: '/start',
      from: { id: ivan.id, is_bot: false, first_name: 'Иван' },
      chat: { id: ivan.id, type: 'private' },
      entities: [{ type: 'bot_command', offset: 0, length: 6 }],
    });
  });

  it('returns unconfirmed updates again until an offset confirms them; limit caps the batch', async () => {
    fake.sendText(ivan, 'раз');
    fake.sendText(ivan, 'два');
    const all: Update[] = (await call('getUpdates')).body.result;
    expect(all.map((u) => u.message?.text)).toEqual(['раз', 'два']);
    const [first, second] = all as [Update, Update];
    expect(second.update_id).toBe(first.update_id + 1);

    expect((await call('getUpdates', { limit: 1 })).body.result.map((u: Update) => u.update_id)).toEqual([first.update_id]);
    expect((await call('getUpdates', { offset: second.update_id })).body.result.map((u: Update) => u.message?.text)).toEqual(['два']);
    expect((await call('getUpdates', { offset: second.update_id + 1 })).body.result).toEqual([]);
    expect((await call('getUpdates')).body.result).toEqual([]); // confirmed updates are gone
  });

  it('ends a held long poll at once when the fake closes', async () => {
    const started = Date.now();
    const held = call('getUpdates', { timeout: 30 });
    await call('getWebhookInfo');
    await fake.close();
    expect((await held).body).toEqual({ ok: true, result: [] });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('ends an older long poll with 409 when another one starts, like Telegram', async () => {
    const older = call('getUpdates', { timeout: 30 });
    await call('getWebhookInfo');
    const newer = call('getUpdates', { timeout: 0 });
    const [olderAnswer, newerAnswer] = await Promise.all([older, newer]);
    expect(newerAnswer.body.ok).toBe(true);
    expect(olderAnswer.status === 409 || olderAnswer.body.ok).toBe(true); // 409 when the older one was already waiting
  });
});

describe('webhook delivery', () => {
  let receiver: Server;
  afterEach(async () => {
    await new Promise<void>((resolve) => {
      receiver.close(() => resolve());
      receiver.closeAllConnections(); // the fake's keep-alive connection to the webhook
    });
  });

  it('POSTs updates with the secret header instead of queueing them; getUpdates then answers 409', async () => {
    const received: { secret: string | undefined; update: Update }[] = [];
    let delivered!: () => void;
    const arrived = new Promise<void>((resolve) => (delivered = resolve));
    const app = new Hono().post('/hook', async (c) => {
      received.push({ secret: c.req.header('x-telegram-bot-api-secret-token'), update: await c.req.json() });
      delivered();
      return c.json({ ok: true });
    });
    receiver = await new Promise<Server>((resolve) => {
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server as Server));
    });
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

    const set = await call('setWebhook', { url, secret_token: 's3cret_token' });
    expect(set.body).toEqual({ ok: true, result: true, description: 'Webhook was set' });
    fake.sendText(ivan, '/help');
    await arrived;
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ secret: 's3cret_token', update: { message: { text: '/help', chat: { id: ivan.id } } } });

    const polled = await call('getUpdates');
    expect(polled.status).toBe(409);
    expect(polled.body.error_code).toBe(409);
    expect((await call('getWebhookInfo')).body.result).toMatchObject({ url, pending_update_count: 0 });

    await call('deleteWebhook');
    fake.sendText(ivan, 'снова опрос');
    expect((await call('getUpdates')).body.result.map((u: Update) => u.message?.text)).toEqual(['снова опрос']);
  });
});

describe('control routes', () => {
  const control = (path: string, body?: object) =>
    fetch(`${fake.apiRoot}/_control/${path}`, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}).then(
      async (r) => ({ status: r.status, body: await r.json() }),
    );

  it('injects messages and button presses, lists what was sent, waits for a reply', async () => {
    const injected = await control('message', { from: ivan, text: '/start auth_abc' });
    expect(injected.body.result).toMatchObject({ text: '/start auth_abc', chat: { id: ivan.id } });
    const [update] = (await call('getUpdates')).body.result as Update[];
    expect(update?.message?.text).toBe('/start auth_abc');
    const sticker = await control('media', { from: ivan, kind: 'sticker' });
    expect(sticker.body.result).toMatchObject({ chat: { id: ivan.id }, sticker: { type: 'regular', file_id: expect.any(String) } });
    expect((await control('media', { from: ivan, kind: 'photo' })).body.result.photo).toHaveLength(3);
    expect((await control('media', { from: ivan, kind: 'voice' })).status).toBe(400);

    const waiting = control(`wait?chat_id=${ivan.id}&contains=${encodeURIComponent('Готово')}&after=${injected.body.result.message_id}&timeout_ms=5000`);
    const sent = await call('sendMessage', {
      chat_id: ivan.id,
      text: 'Готово!',
      reply_markup: { inline_keyboard: [[{ text: 'Отметить', callback_data: 'habit:1' }]] },
    });
    expect((await waiting).body.result).toMatchObject({ message_id: sent.body.result.message_id, text: 'Готово!' });

    const pressed = await control('callback', { from: ivan, message_id: sent.body.result.message_id, data: 'habit:1' });
    expect(pressed.body.result.callback_query_id).toEqual(expect.any(String));
    const missing = await control('callback', { from: ivan, message_id: sent.body.result.message_id, data: 'nope' });
    expect(missing.status).toBe(400);
    expect((await call('answerCallbackQuery', { callback_query_id: pressed.body.result.callback_query_id })).body.ok).toBe(true);
    const old = await control('callback', { from: ivan, message_id: sent.body.result.message_id, data: 'habit:1', expired: true });
    expect((await call('answerCallbackQuery', { callback_query_id: old.body.result.callback_query_id })).body).toMatchObject({
      ok: false,
      description: 'Bad Request: query is too old and response timeout expired or query ID is invalid',
    });

    expect((await control(`sent?chat_id=${ivan.id}`)).body.result.map((m: { text: string }) => m.text)).toEqual(['Готово!']);
    expect((await control('calls?method=sendmessage')).body.result).toHaveLength(1);
    const timedOut = await control(`wait?chat_id=${ivan.id}&contains=never&timeout_ms=50`);
    expect(timedOut.status).toBe(408);
  });

  it('injects a pre-checkout query, a successful payment and a refund notice; lists invoices and answers', async () => {
    const link = (await call('createInvoiceLink', { title: 'Год', description: 'Год', payload: 'sub:yearly', currency: 'XTR', prices: [{ label: 'Год', amount: 999 }] })).body.result;
    expect((await control(`invoices?link=${encodeURIComponent(link)}`)).body.result).toMatchObject({ link, payload: 'sub:yearly', total_amount: 999 });
    expect((await control('invoices?link=nope')).status).toBe(400);

    const query = await control('pre_checkout', { from: ivan, total_amount: 999, invoice_payload: 'sub:yearly' });
    const queryId = query.body.result.pre_checkout_query_id as string;
    await call('answerPreCheckoutQuery', { pre_checkout_query_id: queryId, ok: false, error_message: 'Счёт устарел' });
    expect((await control('pre_checkout_answers')).body.result).toEqual([
      { pre_checkout_query_id: queryId, ok: false, error_message: 'Счёт устарел', elapsed_ms: expect.any(Number), in_time: true },
    ]);

    const paid = (await control('successful_payment', { from: ivan, total_amount: 999, invoice_payload: 'sub:yearly' })).body.result;
    const charge = paid.successful_payment.telegram_payment_charge_id as string;
    expect(paid.successful_payment).toMatchObject({ currency: 'XTR', total_amount: 999, invoice_payload: 'sub:yearly' });
    const refunded = (await control('refunded_payment', { from: ivan, total_amount: 999, invoice_payload: 'sub:yearly', telegram_payment_charge_id: charge })).body.result;
    expect(refunded.refunded_payment).toMatchObject({ telegram_payment_charge_id: charge });

    const updates = (await call('getUpdates')).body.result as Update[];
    expect(updates.map((u) => (u.pre_checkout_query ? 'pre_checkout_query' : u.message?.successful_payment ? 'successful_payment' : u.message?.refunded_payment ? 'refunded_payment' : '?'))).toEqual([
      'pre_checkout_query',
      'successful_payment',
      'refunded_payment',
    ]);
  });

  it('records a pre-checkout answer after 10 s as late and refuses it, as Telegram has cancelled the payment', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const queryId = (await control('pre_checkout', { from: ivan, total_amount: 149, invoice_payload: 'sub:monthly' })).body.result.pre_checkout_query_id;
      vi.setSystemTime(Date.now() + 10_001);
      const late = await call('answerPreCheckoutQuery', { pre_checkout_query_id: queryId, ok: true });
      expect(late.body.description).toBe('Bad Request: query is too old and response timeout expired or query ID is invalid');
      expect(fake.preCheckoutAnswers()).toEqual([{ pre_checkout_query_id: queryId, ok: true, elapsed_ms: expect.any(Number), in_time: false }]);
      expect(fake.preCheckoutAnswers()[0]!.elapsed_ms).toBeGreaterThan(10_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('serves the chat page', async () => {
    const page = await fetch(`${fake.apiRoot}/_control/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('/_control/feed');
  });
});
