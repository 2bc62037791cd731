import { readFileSync } from 'node:fs';
import { type Context, Hono } from 'hono';
import type { FakeTelegramState } from './telegram-state.ts';
import type { FakeUser, Message } from './wire-types.ts';

const DEFAULT_WAIT_MS = 5000;
const MAX_WAIT_MS = 60_000;

class ControlError extends Error {}

/**
 * /_control/*: drive the fake over HTTP (dev tools, browser e2e tests): act as users, read what the
 * bot sent, wait for a reply. Answers in the Bot API's shape, `{ok, result}` or `{ok:false, description}`.
 */
export function controlRoutes(state: FakeTelegramState): Hono {
  const routes = new Hono();
  let page: string | undefined;

  routes.onError((error, c) => {
    if (error instanceof ControlError) return c.json({ ok: false, error_code: 400, description: error.message }, 400);
    console.error('[fake-telegram] control:', error);
    return c.json({ ok: false, error_code: 500, description: 'Internal Server Error' }, 500);
  });

  routes.get('/', (c) => c.html((page ??= readFileSync(new URL('./control-page.html', import.meta.url), 'utf8'))));

  /** {from, text} -> the user's message (its message_id is a good `after` for /wait). */
  routes.post('/message', async (c) => {
    const body = await jsonBody(c);
    const text = body.text;
    if (typeof text !== 'string' || text === '') throw new ControlError('text must be a non-empty string');
    return c.json({ ok: true, result: state.injectText(userOf(body.from), text) });
  });

  /** {from, kind: 'sticker' | 'photo'} -> the user's message. */
  routes.post('/media', async (c) => {
    const body = await jsonBody(c);
    if (body.kind !== 'sticker' && body.kind !== 'photo') throw new ControlError("kind must be 'sticker' or 'photo'");
    return c.json({ ok: true, result: state.injectMedia(userOf(body.from), body.kind) });
  });

  /** {from, message_id, data, chat_id?, expired?} -> {callback_query_id}; chat_id defaults to the user's chat; `expired`: answering it fails as too old. */
  routes.post('/callback', async (c) => {
    const body = await jsonBody(c);
    const from = userOf(body.from);
    const chatId = body.chat_id === undefined ? from.id : integer(body.chat_id, 'chat_id');
    if (typeof body.data !== 'string') throw new ControlError('data must be a string');
    try {
      return c.json({ ok: true, result: { callback_query_id: state.injectCallback(from, chatId, integer(body.message_id, 'message_id'), body.data, { expired: body.expired === true }) } });
    } catch (error) {
      throw new ControlError(error instanceof Error ? error.message : String(error));
    }
  });

  /** {from, total_amount, invoice_payload, currency?} -> {pre_checkout_query_id}. */
  routes.post('/pre_checkout', async (c) => {
    const body = await jsonBody(c);
    const order = {
      currency: typeof body.currency === 'string' ? body.currency : 'XTR',
      total_amount: integer(body.total_amount, 'total_amount'),
      invoice_payload: String(body.invoice_payload ?? ''),
    };
    return c.json({ ok: true, result: { pre_checkout_query_id: state.injectPreCheckout(userOf(body.from), order) } });
  });

  /** {from, total_amount, invoice_payload, currency?, telegram_payment_charge_id?, subscription_expiration_date?, is_recurring?, is_first_recurring?}. */
  routes.post('/successful_payment', async (c) => {
    const { from, ...payment } = await jsonBody(c);
    const input = {
      ...payment,
      total_amount: integer(payment.total_amount, 'total_amount'),
      invoice_payload: String(payment.invoice_payload ?? ''),
    };
    return c.json({ ok: true, result: state.injectSuccessfulPayment(userOf(from), input) });
  });

  /** {from, total_amount, invoice_payload, telegram_payment_charge_id, currency?}: the refund notice Telegram sends. */
  routes.post('/refunded_payment', async (c) => {
    const { from, ...refund } = await jsonBody(c);
    if (typeof refund.telegram_payment_charge_id !== 'string') throw new ControlError('telegram_payment_charge_id must be a string');
    const input = {
      ...(typeof refund.currency === 'string' ? { currency: refund.currency } : {}),
      total_amount: integer(refund.total_amount, 'total_amount'),
      invoice_payload: String(refund.invoice_payload ?? ''),
      telegram_payment_charge_id: refund.telegram_payment_charge_id,
    };
    return c.json({ ok: true, result: state.injectRefundedPayment(userOf(from), input) });
  });

  /** ?link= -> the invoice createInvoiceLink made for that link (payload, total_amount, subscription_period ...); all of them without link. */
  routes.get('/invoices', (c) => {
    const link = c.req.query('link');
    if (link === undefined) return c.json({ ok: true, result: [...state.invoices.values()] });
    const invoice = state.invoices.get(link);
    if (!invoice) throw new ControlError(`no invoice for ${link}`);
    return c.json({ ok: true, result: invoice });
  });

  /** Every answerPreCheckoutQuery with elapsed_ms and in_time (within Telegram's 10 s). */
  routes.get('/pre_checkout_answers', (c) => c.json({ ok: true, result: state.preCheckoutAnswers }));

  routes.get('/sent', (c) => c.json({ ok: true, result: state.botMessages(optionalInteger(c.req.query('chat_id'), 'chat_id')) }));

  routes.get('/calls', (c) => {
    const method = c.req.query('method')?.toLowerCase();
    return c.json({ ok: true, result: method ? state.calls.filter((call) => call.method.toLowerCase() === method) : state.calls });
  });

  /**
   * ?chat_id=&contains=&after=&timeout_ms= -> the first bot message (current text) with message_id
   * greater than `after` (default 0, so an earlier answer counts) whose text contains `contains`;
   * held open until one is sent or edited, else 408.
   */
  routes.get('/wait', async (c) => {
    const chatId = optionalInteger(c.req.query('chat_id'), 'chat_id');
    const after = optionalInteger(c.req.query('after'), 'after') ?? 0;
    const contains = c.req.query('contains') ?? '';
    const matches = (m: Message) =>
      (chatId === undefined || m.chat.id === chatId) && m.message_id > after && (m.text ?? m.invoice?.title ?? '').includes(contains);
    const earlier = state.botMessages(chatId).find(matches);
    if (earlier) return c.json({ ok: true, result: earlier });
    const ended = endedSignal(c, state);
    const found = await new Promise<Message | null>((resolve) => {
      const finish = (message: Message | null) => {
        clearTimeout(timer);
        unsubscribe();
        ended.removeEventListener('abort', onAbort);
        resolve(message);
      };
      const onAbort = () => finish(null);
      const unsubscribe = state.onBotMessage((m) => matches(m) && finish(m));
      const timer = setTimeout(() => finish(null), waitMs(c));
      ended.addEventListener('abort', onAbort);
      if (ended.aborted) finish(null);
    });
    if (found) return c.json({ ok: true, result: found });
    return c.json({ ok: false, error_code: 408, description: 'Timeout: the bot sent no matching message' }, 408);
  });

  /**
   * ?chat_id=&after=&timeout_ms= -> {version, messages}: every message of the chat (the user's and
   * the bot's, edits as new entries) after feed version `after`, held open until there is one.
   */
  routes.get('/feed', async (c) => {
    const chatId = optionalInteger(c.req.query('chat_id'), 'chat_id');
    const after = optionalInteger(c.req.query('after'), 'after') ?? 0;
    const deadline = Date.now() + waitMs(c);
    const ended = endedSignal(c, state);
    let feed = state.feedAfter(after, chatId);
    while (feed.messages.length === 0 && Date.now() < deadline && !ended.aborted) {
      await state.nextFeedChange(deadline - Date.now(), ended);
      feed = state.feedAfter(after, chatId);
    }
    return c.json({ ok: true, result: feed });
  });

  return routes;
}

/** Held requests end when the client goes away or the fake shuts down. */
function endedSignal(c: Context, state: FakeTelegramState): AbortSignal {
  return AbortSignal.any([c.req.raw.signal, state.closingSignal]);
}

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ControlError('the body must be a JSON object');
  return body as Record<string, unknown>;
}

function userOf(value: unknown): FakeUser {
  const from = value as Partial<FakeUser> | undefined;
  if (typeof from?.id !== 'number' || !Number.isInteger(from.id) || from.id <= 0) throw new ControlError('from.id must be a positive integer');
  if (typeof from.first_name !== 'string' || from.first_name === '') throw new ControlError('from.first_name must be a non-empty string');
  const user: FakeUser = { id: from.id, first_name: from.first_name };
  for (const key of ['last_name', 'username', 'language_code'] as const) {
    if (typeof from[key] === 'string' && from[key] !== '') user[key] = from[key];
  }
  return user;
}

function integer(value: unknown, name: string): number {
  const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw new ControlError(`${name} must be an integer`);
  return n;
}

function optionalInteger(value: string | undefined, name: string): number | undefined {
  return value === undefined || value === '' ? undefined : integer(value, name);
}

function waitMs(c: Context): number {
  const asked = optionalInteger(c.req.query('timeout_ms'), 'timeout_ms') ?? DEFAULT_WAIT_MS;
  return Math.min(Math.max(asked, 0), MAX_WAIT_MS);
}
