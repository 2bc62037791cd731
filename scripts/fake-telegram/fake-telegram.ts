import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { ResultWithDescription, botApiMethods } from './bot-api-methods.ts';
import { controlRoutes } from './control-routes.ts';
import { paramsFromJson, readParams } from './request-params.ts';
import {
  ApiError,
  FakeTelegramState,
  type MediaKind,
  type PreCheckoutAnswer,
  type RefundedPaymentInput,
  type StoredInvoice,
  type SuccessfulPaymentInput,
} from './telegram-state.ts';
import type { ApiCall, FakeUser, Message } from './wire-types.ts';

export type { ApiCall, FakeUser, MediaKind, Message, PreCheckoutAnswer, RefundedPaymentInput, StoredInvoice, SuccessfulPaymentInput };

export interface FakeTelegramOptions {
  /** 0 or unset: a free port. */
  port?: number;
  /** The only token the fake accepts; the bot's id is its number before the colon. */
  token: string;
  /** Default tracker_test_bot. */
  botUsername?: string;
  /** Methods this Bot API does not offer: answered 404 like an unknown method (a minimal Bot API). */
  missingMethods?: string[];
  /** The clock that dates messages; default the real one (a test server's own clock, so both agree). */
  now?: () => Date;
}

export interface FakeTelegram {
  /** Give it to telegraf as `telegram.apiRoot`, e.g. http://127.0.0.1:PORT. */
  apiRoot: string;
  botUsername: string;
  /** A private-chat message from `from`; `/commands` carry bot_command entities unless `withoutEntities` (as some bridges and hand-made clients send them). */
  sendText(from: FakeUser, text: string, options?: { withoutEntities?: true }): Message;
  /** A private-chat sticker or photo from `from`. */
  sendMedia(from: FakeUser, kind: MediaKind): Message;
  /**
   * Presses the inline button with `callbackData` on a message the bot sent; returns the callback query id.
   * `expired`: an old press (e.g. delivered after the bot restarted): answerCallbackQuery fails as too old.
   */
  pressButton(from: FakeUser, message: { message_id: number; chat: { id: number } }, callbackData: string, options?: { expired?: boolean }): string;
  /** A pre_checkout_query update, as when the user confirms a payment; returns its id. */
  sendPreCheckout(from: FakeUser, order: { currency: string; total_amount: number; invoice_payload: string }): string;
  /** A message with successful_payment; the charge id is generated unless given. */
  sendSuccessfulPayment(from: FakeUser, payment: SuccessfulPaymentInput): Message;
  /** A message with refunded_payment, as Telegram sends after a refund. */
  sendRefundedPayment(from: FakeUser, refund: RefundedPaymentInput): Message;
  /** The invoice behind a link createInvoiceLink answered (payload, amount, subscription_period ...). */
  invoice(link: string): StoredInvoice | undefined;
  /** Every answerPreCheckoutQuery, with whether it came within Telegram's 10 seconds. */
  preCheckoutAnswers(): PreCheckoutAnswer[];
  /** The user blocks the bot: messages to them answer 403 until they write to it again. */
  blockBot(userId: number): void;
  /** The next `count` messages the bot sends answer 429 with `retry_after` seconds. */
  floodWait(retryAfter: number, count?: number): void;
  /**
   * Resolves once the bot has finished every update made so far (polling: it asked for the next
   * ones; webhook: it answered). The way to know a repeated update changed nothing.
   */
  updatesHandled(timeoutMs?: number): Promise<void>;
  /** What the bot sent (current state, after edits), oldest first. */
  sentMessages(chatId?: number): Message[];
  /**
   * The next message the bot sends or edits after this call that matches. Start waiting before
   * you make the bot act when it could already have answered (e.g. `bot.handleUpdate`).
   */
  waitForMessage(predicate: (message: Message) => boolean, timeoutMs?: number): Promise<Message>;
  /** Every Bot API request the bot made, optionally of one method (any letter case). */
  calls(method?: string): ApiCall[];
  /** The next finished request of `method` (any letter case) after this call that matches, e.g. answerPreCheckoutQuery. */
  waitForCall(method: string, predicate?: (call: ApiCall) => boolean, timeoutMs?: number): Promise<ApiCall>;
  /** Ends held requests (long polls, waits) at once and lets answers being written finish; safe to call twice. */
  close(): Promise<void>;
}

const DEFAULT_WAIT_MS = 5000;
const notFound = { ok: false, error_code: 404, description: 'Not Found' } as const;

/** A fake Telegram Bot API on loopback, speaking the real wire format, with control routes at /_control/. */
export async function startFakeTelegram(opts: FakeTelegramOptions): Promise<FakeTelegram> {
  const botUsername = opts.botUsername ?? 'tracker_test_bot';
  const botId = Number(/^(\d+):/.exec(opts.token)?.[1] ?? 1);
  const state = new FakeTelegramState(botId, botUsername, opts.now);
  const missing = new Set(opts.missingMethods?.map((m) => m.toLowerCase()));

  const callListeners = new Set<(call: ApiCall) => void>();
  const record = (call: ApiCall) => {
    state.calls.push(call);
    for (const listener of [...callListeners]) listener(structuredClone(call));
  };
  const runMethod = async (method: string, params: Record<string, unknown>, signal: AbortSignal) => {
    const at = Date.now();
    try {
      const handler = missing.has(method.toLowerCase()) ? undefined : botApiMethods[method.toLowerCase()];
      if (!handler) throw new ApiError(404, 'Not Found: method not found');
      const result = await handler(state, params, signal);
      record({ method, params, ok: true, at });
      return result;
    } catch (error) {
      const description = error instanceof ApiError ? error.description : 'Internal Server Error';
      record({ method, params, ok: false, description, at });
      throw error;
    }
  };

  // A webhook may answer an update with one method call in its response body, as Telegram allows.
  state.webhookReply = (body) => {
    let call: unknown;
    try {
      call = JSON.parse(body);
    } catch {
      return;
    }
    if (typeof call !== 'object' || call === null || typeof (call as { method?: unknown }).method !== 'string') return;
    const { method, ...params } = call as { method: string };
    runMethod(method, paramsFromJson(params), new AbortController().signal).catch(() => undefined); // Telegram ignores failures here
  };

  const app = new Hono({ strict: false }); // /_control and /_control/ both open the chat page
  app.route('/_control', controlRoutes(state));
  app.all('/:segment/:method', async (c: Context) => {
    const segment = c.req.param('segment') ?? '';
    if (!segment.startsWith('bot')) return c.json(notFound, 404);
    if (segment !== `bot${opts.token}`) return c.json({ ok: false, error_code: 401, description: 'Unauthorized' }, 401);
    const method = c.req.param('method') ?? '';
    try {
      const params = await readParams(c);
      const result = await runMethod(method, params, c.req.raw.signal);
      if (result instanceof ResultWithDescription) return c.json({ ok: true, result: result.result, description: result.description });
      return c.json({ ok: true, result });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        console.error('[fake-telegram]', method, error);
        return c.json({ ok: false, error_code: 500, description: 'Internal Server Error' }, 500);
      }
      const parameters = error.parameters ? { parameters: error.parameters } : {};
      return c.json({ ok: false, error_code: error.code, description: error.description, ...parameters }, error.code as 400);
    }
  });
  app.notFound((c) => c.json(notFound, 404));

  const server = await new Promise<Server>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: opts.port ?? 0, hostname: '127.0.0.1' }, () => resolve(started as Server));
    started.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;

  // Requests whose answers are not written yet: close() lets them finish, so a bot is never cut off mid-call.
  let inFlight = 0;
  const idleListeners = new Set<() => void>();
  server.on('request', (_request, response) => {
    inFlight++;
    response.once('close', () => {
      inFlight--;
      if (inFlight === 0) for (const listener of [...idleListeners]) listener();
    });
  });
  const idle = () => new Promise<void>((resolve) => (inFlight === 0 ? resolve() : idleListeners.add(resolve)));
  const waiters = new Set<(error: Error) => void>();
  let closing: Promise<void> | undefined;

  /** Resolves with the first event that matches; the timeout error lists what came instead. */
  function waitFor<T>(
    subscribe: (listener: (event: T) => void) => () => void,
    matches: (event: T) => boolean,
    describe: (event: T) => string,
    timeoutMessage: (seen: string) => string,
    timeoutMs: number,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const seen: string[] = [];
      const finish = () => {
        clearTimeout(timer);
        unsubscribe();
        waiters.delete(fail);
      };
      const fail = (error: Error) => {
        finish();
        reject(error);
      };
      const unsubscribe = subscribe((event) => {
        if (!matches(event)) {
          seen.push(describe(event));
          return;
        }
        finish();
        resolve(event);
      });
      const timer = setTimeout(() => fail(new Error(timeoutMessage(seen.join(', ')))), timeoutMs);
      waiters.add(fail);
    });
  }

  return {
    apiRoot: `http://127.0.0.1:${port}`,
    botUsername,
    sendText: (from, text, options) => state.injectText(from, text, options),
    sendMedia: (from, kind) => state.injectMedia(from, kind),
    pressButton: (from, message, callbackData, options) => state.injectCallback(from, message.chat.id, message.message_id, callbackData, options),
    sendPreCheckout: (from, order) => state.injectPreCheckout(from, order),
    sendSuccessfulPayment: (from, payment) => state.injectSuccessfulPayment(from, payment),
    sendRefundedPayment: (from, refund) => state.injectRefundedPayment(from, refund),
    invoice: (link) => structuredClone(state.invoices.get(link)),
    preCheckoutAnswers: () => structuredClone(state.preCheckoutAnswers),
    blockBot: (userId) => state.blockedBy.add(userId),
    floodWait: (retryAfter, count = 1) => {
      state.floodWait = { remaining: count, retryAfter };
    },
    updatesHandled(timeoutMs = DEFAULT_WAIT_MS) {
      const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), state.closingSignal]);
      return state.whenHandled(signal).then(() => {
        if (signal.aborted) throw new Error(`the bot did not finish its updates within ${timeoutMs} ms`);
      });
    },
    sentMessages: (chatId) => state.botMessages(chatId),
    calls: (method) => structuredClone(method ? state.calls.filter((c) => c.method.toLowerCase() === method.toLowerCase()) : state.calls),

    waitForMessage(predicate, timeoutMs = DEFAULT_WAIT_MS) {
      return waitFor(
        (listener) => state.onBotMessage(listener),
        predicate,
        (message) => JSON.stringify(message.text ?? message.invoice ?? message),
        (seen) => `the bot sent no matching message within ${timeoutMs} ms; it sent ${seen || 'nothing'}`,
        timeoutMs,
      );
    },

    waitForCall(method, predicate = () => true, timeoutMs = DEFAULT_WAIT_MS) {
      return waitFor(
        (listener: (call: ApiCall) => void) => {
          callListeners.add(listener);
          return () => callListeners.delete(listener);
        },
        (call) => call.method.toLowerCase() === method.toLowerCase() && predicate(call),
        (call) => call.method,
        (seen) => `the bot made no matching ${method} request within ${timeoutMs} ms; it called ${seen || 'nothing'}`,
        timeoutMs,
      );
    },

    close: () => (closing ??= shutDown()),
  };

  /** Ends held requests (long polls, waits), lets answers being written finish, then closes every connection. */
  async function shutDown(): Promise<void> {
    state.close();
    for (const fail of [...waiters]) fail(new Error('the fake Telegram was closed'));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    await idle();
    server.closeAllConnections();
    await closed;
  }
}
