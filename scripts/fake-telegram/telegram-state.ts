import type {
  ApiCall,
  CallbackQuery,
  Chat,
  FakeUser,
  Message,
  MessageEntity,
  PhotoSize,
  PreCheckoutQuery,
  RefundedPayment,
  SuccessfulPayment,
  Update,
  WireUser,
} from './wire-types.ts';

/** A Bot API failure: answered as `{ok:false, error_code, description}` with the same HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
    /** ResponseParameters, e.g. retry_after on a 429. */
    readonly parameters?: { retry_after?: number },
  ) {
    super(description);
  }
}

export const badRequest = (description: string) => new ApiError(400, `Bad Request: ${description}`);

export interface Webhook {
  url: string;
  secretToken?: string;
  maxConnections: number;
  lastError?: { date: number; message: string };
}

/** A change of a chat, in the order it happened: what the control page and tg-user follow. */
export interface FeedEntry {
  version: number;
  message: Message;
}

type BotMessageListener = (message: Message) => void;

/** Updates Telegram leaves out unless asked for by name (getUpdates, allowed_updates). */
const OPT_IN_UPDATES = new Set(['chat_member', 'message_reaction', 'message_reaction_count']);
const WEBHOOK_RETRY_MS = 1000;
const PRE_CHECKOUT_ANSWER_LIMIT_MS = 10_000;


/** Everything the fake Telegram remembers: chats, messages, the update queue and the bot's settings. */
export class FakeTelegramState {
  readonly botUser: WireUser & { username: string };
  readonly calls: ApiCall[] = [];
  readonly commands = new Map<string, unknown[]>();
  readonly menuButtons = new Map<number | 'default', unknown>();
  readonly callbackQueries = new Map<string, { answered: boolean; expired: boolean }>();
  readonly preCheckoutQueries = new Map<string, { answered: boolean; createdAt: number; query: PreCheckoutQuery }>();
  readonly payments = new Map<string, { userId: number; refunded: boolean; recurring: boolean; subscriptionCanceled: boolean }>();
  /** Invoice links the bot created (createInvoiceLink), by link. */
  readonly invoices = new Map<string, StoredInvoice>();
  /** Every answerPreCheckoutQuery, with how long after the query it came. */
  readonly preCheckoutAnswers: PreCheckoutAnswer[] = [];
  /** Chats of users who blocked the bot: sending there answers 403. */
  readonly blockedBy = new Set<number>();
  /** Sending methods answer 429 with retry_after while this count lasts. */
  floodWait: { remaining: number; retryAfter: number } | null = null;
  webhook: Webhook | null = null;
  /** null: Telegram's default set (everything except OPT_IN_UPDATES). */
  allowedUpdates: string[] | null = null;

  private readonly chats = new Map<number, Chat>();
  private readonly messages: { message: Message; byBot: boolean }[] = [];
  private readonly queue: Update[] = [];
  private readonly feed: FeedEntry[] = [];
  private readonly botMessageListeners = new Set<BotMessageListener>();
  private readonly feedListeners = new Set<() => void>();
  private nextUpdateId = 1;
  private nextMessageId = 1;
  private nextQueryId = 1;
  private nextChargeId = 1;
  private nextInvoiceId = 1;
  private nextFileId = 1;
  private lastQueuedId = 0;
  /** Updates up to this id have been handled: the bot asked for the ones after them, or the webhook answered. */
  private handledUpTo = 0;
  private readonly handledListeners = new Set<() => void>();
  private pendingPoll: { wake: () => void; conflict: () => void } | null = null;
  private delivering = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly closing = new AbortController();
  /** Aborts when the fake shuts down: anything held open (waits, feeds) answers at once. */
  readonly closingSignal = this.closing.signal;

  /** `now`: Telegram's clock, which dates messages (a test server's clock, so they agree). */
  constructor(
    botId: number,
    botUsername: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.botUser = { id: botId, is_bot: true, first_name: 'Tracker Test Bot', username: botUsername };
  }

  /** A date Telegram stamps (a message, its edit, a webhook error): unix seconds on its clock. */
  private telegramTime(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  // ---- updates: queue, long polling, webhook ----

  get pendingUpdateCount(): number {
    return this.queue.length;
  }

  /**
   * getUpdates: `offset` confirms everything before it, then the answer is immediate when updates
   * wait, otherwise the request is held up to `timeoutS` seconds for the next one.
   */
  async getUpdates(offset: number, limit: number, timeoutS: number, signal: AbortSignal): Promise<Update[]> {
    if (this.webhook) {
      throw new ApiError(409, "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first");
    }
    if (offset > 0) {
      this.dropWhile((update) => update.update_id < offset);
      this.markHandled(offset - 1);
    }
    else if (offset < 0) this.queue.splice(0, Math.max(0, this.queue.length + offset));
    this.pendingPoll?.conflict(); // only one poller at a time, as in Telegram
    if (this.queue.length > 0 || timeoutS <= 0) return this.queue.slice(0, limit);
    await new Promise<void>((resolve, reject) => {
      const finish = (error?: ApiError) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        if (this.pendingPoll === poll) this.pendingPoll = null;
        if (error) reject(error);
        else resolve();
      };
      const onAbort = () => finish();
      const timer = setTimeout(() => finish(), timeoutS * 1000);
      const poll = {
        wake: () => finish(),
        conflict: () => finish(new ApiError(409, 'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running')),
      };
      this.pendingPoll = poll;
      signal.addEventListener('abort', onAbort);
      if (this.closed) finish();
    });
    return this.webhook ? [] : this.queue.slice(0, limit);
  }

  setWebhook(webhook: Webhook, dropPending: boolean): void {
    if (dropPending) this.queue.length = 0;
    this.webhook = webhook;
    this.pendingPoll?.wake();
    this.deliverToWebhook();
  }

  deleteWebhook(dropPending: boolean): void {
    if (dropPending) this.queue.length = 0;
    this.webhook = null;
    this.clearRetry();
  }

  /** Adds an update the way Telegram creates one, unless the bot did not subscribe to its type. */
  enqueue(body: Omit<Update, 'update_id'>): Update {
    const update: Update = { update_id: this.nextUpdateId++, ...body };
    const type = Object.keys(body)[0] ?? '';
    const allowed = this.allowedUpdates ? this.allowedUpdates.includes(type) : !OPT_IN_UPDATES.has(type);
    if (!allowed) return update;
    this.queue.push(update);
    this.lastQueuedId = update.update_id;
    if (this.webhook) this.deliverToWebhook();
    else this.pendingPoll?.wake();
    return update;
  }

  private dropWhile(predicate: (update: Update) => boolean): void {
    let n = 0;
    while (n < this.queue.length && predicate(this.queue[n]!)) n++;
    this.queue.splice(0, n);
  }

  /** Posts queued updates one at a time, in order; a failed delivery is retried later, like Telegram. */
  private async deliverToWebhook(): Promise<void> {
    if (this.delivering) return;
    this.delivering = true;
    this.clearRetry();
    try {
      while (this.webhook && this.queue.length > 0 && !this.closed) {
        const webhook = this.webhook;
        const update = this.queue[0]!;
        let reply: string;
        try {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (webhook.secretToken) headers['x-telegram-bot-api-secret-token'] = webhook.secretToken;
          const response = await fetch(webhook.url, { method: 'POST', headers, body: JSON.stringify(update) });
          reply = await response.text();
          if (!response.ok) throw new Error(`Wrong response from the webhook: ${response.status} ${response.statusText}`);
        } catch (error) {
          webhook.lastError = { date: this.telegramTime(), message: error instanceof Error ? error.message : String(error) };
          if (!this.closed) this.retryTimer = setTimeout(() => this.deliverToWebhook(), WEBHOOK_RETRY_MS).unref();
          return;
        }
        if (this.queue[0] === update) this.queue.shift();
        this.markHandled(update.update_id);
        this.webhookReply?.(reply);
      }
    } finally {
      this.delivering = false;
    }
  }

  private markHandled(updateId: number): void {
    if (updateId <= this.handledUpTo) return;
    this.handledUpTo = updateId;
    for (const listener of [...this.handledListeners]) listener();
  }

  /**
   * Resolves once the bot has handled every update made so far: telegraf asks for the next updates
   * (getUpdates with a higher offset) only after it has finished the previous batch.
   */
  whenHandled(signal: AbortSignal): Promise<void> {
    const target = this.lastQueuedId;
    return new Promise((resolve) => {
      const check = () => {
        if (this.handledUpTo < target && !signal.aborted) return;
        this.handledListeners.delete(check);
        signal.removeEventListener('abort', check);
        resolve();
      };
      this.handledListeners.add(check);
      signal.addEventListener('abort', check);
      check();
    });
  }

  /** Set by the server: runs a method call a webhook answered with (telegraf's webhookReply). */
  webhookReply?: (body: string) => void;

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  // ---- chats and messages ----

  private wireUser(user: FakeUser): WireUser {
    return { ...user, is_bot: false };
  }

  /** The private chat with `user`, refreshed with the user's current name. */
  private chatWith(user: FakeUser): Chat {
    const chat: Chat = { id: user.id, type: 'private', first_name: user.first_name };
    if (user.last_name !== undefined) chat.last_name = user.last_name;
    if (user.username !== undefined) chat.username = user.username;
    this.chats.set(user.id, chat);
    return chat;
  }

  /** The private chat the bot writes to; users who never wrote get a chat with the id only. */
  chatForBot(chatId: number): Chat {
    return this.chats.get(chatId) ?? { id: chatId, type: 'private' };
  }

  private storeMessage(message: Message, byBot: boolean): Message {
    this.messages.push({ message, byBot });
    this.publish(message, byBot);
    return structuredClone(message);
  }

  private publish(message: Message, byBot: boolean): void {
    const snapshot = structuredClone(message);
    this.feed.push({ version: this.feed.length + 1, message: snapshot });
    for (const listener of [...this.feedListeners]) listener();
    if (byBot) for (const listener of [...this.botMessageListeners]) listener(structuredClone(snapshot));
  }

  /** A message the bot sends (sendMessage, sendInvoice). */
  addBotMessage(chatId: number, fields: Omit<Message, 'message_id' | 'date' | 'chat' | 'from'>): Message {
    const message: Message = { message_id: this.nextMessageId++, from: this.botUser, chat: this.chatForBot(chatId), date: this.telegramTime(), ...fields };
    return this.storeMessage(message, true);
  }

  /** The stored bot message, for editing; the Bot API errors when it is not there or not the bot's. */
  findBotMessage(chatId: number, messageId: number): Message {
    const entry = this.messages.find((m) => m.message.chat.id === chatId && m.message.message_id === messageId);
    if (!entry) throw badRequest('message to edit not found');
    if (!entry.byBot) throw badRequest("message can't be edited");
    return entry.message;
  }

  /** Applies an edit to a stored bot message and tells the listeners. */
  editBotMessage(message: Message, change: Pick<Message, 'text' | 'entities' | 'reply_markup'>): Message {
    message.text = change.text;
    message.entities = change.entities;
    message.reply_markup = change.reply_markup;
    for (const key of ['text', 'entities', 'reply_markup'] as const) if (message[key] === undefined) delete message[key];
    message.edit_date = this.telegramTime();
    this.publish(message, true);
    return structuredClone(message);
  }

  botMessages(chatId?: number): Message[] {
    return this.messages
      .filter((m) => m.byBot && (chatId === undefined || m.message.chat.id === chatId))
      .map((m) => structuredClone(m.message));
  }

  /** Calls `listener` with every message the bot sends or edits from now on; returns the unsubscribe. */
  onBotMessage(listener: BotMessageListener): () => void {
    this.botMessageListeners.add(listener);
    return () => this.botMessageListeners.delete(listener);
  }

  feedAfter(version: number, chatId?: number): { version: number; messages: Message[] } {
    const entries = this.feed.slice(Math.max(0, version));
    return {
      version: this.feed.length,
      messages: entries.filter((e) => chatId === undefined || e.message.chat.id === chatId).map((e) => e.message),
    };
  }

  /** Resolves at the next change of any chat, or after `timeoutMs`, or when `signal` aborts. */
  nextFeedChange(timeoutMs: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.feedListeners.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.feedListeners.add(done);
      signal.addEventListener('abort', done);
    });
  }

  // ---- what users do ----

  /** A private-chat text message from `from`; `/commands` get bot_command entities as Telegram adds them. */
  injectText(from: FakeUser, text: string, options: { withoutEntities?: true } = {}): Message {
    this.blockedBy.delete(from.id); // writing to the bot means it is not blocked (any more)
    const message: Message = { message_id: this.nextMessageId++, from: this.wireUser(from), chat: this.chatWith(from), date: this.telegramTime(), text };
    const entities = options.withoutEntities ? [] : commandEntities(text);
    if (entities.length > 0) message.entities = entities;
    const stored = this.storeMessage(message, false);
    this.enqueue({ message: structuredClone(message) });
    return stored;
  }

  /** A private-chat sticker or photo from `from` (file ids made up), for what a bot does with messages that are not text. */
  injectMedia(from: FakeUser, kind: MediaKind): Message {
    this.blockedBy.delete(from.id);
    const n = this.nextFileId++;
    const file = (size: number) => ({ file_id: `fake-${kind}-${n}-${size}`, file_unique_id: `fake-${kind}-${n}-${size}-unique`, width: size, height: size });
    const content: Pick<Message, 'sticker' | 'photo'> =
      kind === 'sticker' ? { sticker: { ...file(512), type: 'regular', is_animated: false, is_video: false, emoji: '👍' } } : { photo: [90, 320, 800].map(file) satisfies PhotoSize[] };
    const message: Message = { message_id: this.nextMessageId++, from: this.wireUser(from), chat: this.chatWith(from), date: this.telegramTime(), ...content };
    const stored = this.storeMessage(message, false);
    this.enqueue({ message: structuredClone(message) });
    return stored;
  }

  /**
   * A press of the inline button carrying `data` on the bot's message; returns the callback query id.
   * `expired`: an old press (e.g. delivered after the bot restarted): answering it fails as too old.
   */
  injectCallback(from: FakeUser, chatId: number, messageId: number, data: string, { expired = false } = {}): string {
    const entry = this.messages.find((m) => m.byBot && m.message.chat.id === chatId && m.message.message_id === messageId);
    if (!entry) throw new Error(`the bot sent no message ${messageId} to chat ${chatId}`);
    const buttons = entry.message.reply_markup?.inline_keyboard?.flat() ?? [];
    if (!buttons.some((button) => button.callback_data === data)) {
      throw new Error(`message ${messageId} has no inline button with callback_data ${JSON.stringify(data)}`);
    }
    const id = this.nextId();
    this.callbackQueries.set(id, { answered: false, expired });
    const query: CallbackQuery = {
      id,
      from: this.wireUser(from),
      message: structuredClone(entry.message),
      chat_instance: `fake-chat-instance-${chatId}`,
      data,
    };
    this.chatWith(from);
    this.enqueue({ callback_query: query });
    return id;
  }

  injectPreCheckout(from: FakeUser, order: { currency: string; total_amount: number; invoice_payload: string }): string {
    const id = this.nextId();
    const query: PreCheckoutQuery = { id, from: this.wireUser(from), ...order };
    this.preCheckoutQueries.set(id, { answered: false, createdAt: Date.now(), query });
    this.enqueue({ pre_checkout_query: query });
    return id;
  }

  injectSuccessfulPayment(from: FakeUser, payment: SuccessfulPaymentInput): Message {
    const n = this.nextChargeId++;
    const successful: SuccessfulPayment = {
      currency: payment.currency ?? 'XTR',
      total_amount: payment.total_amount,
      invoice_payload: payment.invoice_payload,
      telegram_payment_charge_id: payment.telegram_payment_charge_id ?? `fake-charge-${n}-${Date.now()}`,
      provider_payment_charge_id: payment.provider_payment_charge_id ?? `fake-provider-charge-${n}`,
    };
    if (payment.subscription_expiration_date !== undefined) successful.subscription_expiration_date = payment.subscription_expiration_date;
    if (payment.is_recurring) successful.is_recurring = true;
    if (payment.is_first_recurring) successful.is_first_recurring = true;
    if (!this.payments.has(successful.telegram_payment_charge_id)) {
      this.payments.set(successful.telegram_payment_charge_id, {
        userId: from.id,
        refunded: false,
        recurring: payment.subscription_expiration_date !== undefined || payment.is_recurring === true,
        subscriptionCanceled: false,
      });
    }
    const message: Message = {
      message_id: this.nextMessageId++,
      from: this.wireUser(from),
      chat: this.chatWith(from),
      date: this.telegramTime(),
      successful_payment: successful,
    };
    const stored = this.storeMessage(message, false);
    this.enqueue({ message: structuredClone(message) });
    return stored;
  }

  /** A service message about a refunded payment (Bot API 7.10 Message.refunded_payment). */
  injectRefundedPayment(from: FakeUser, refund: RefundedPaymentInput): Message {
    const refunded: RefundedPayment = {
      currency: refund.currency ?? 'XTR',
      total_amount: refund.total_amount,
      invoice_payload: refund.invoice_payload,
      telegram_payment_charge_id: refund.telegram_payment_charge_id,
    };
    const payment = this.payments.get(refund.telegram_payment_charge_id);
    if (payment) payment.refunded = true;
    const message: Message = { message_id: this.nextMessageId++, from: this.wireUser(from), chat: this.chatWith(from), date: this.telegramTime(), refunded_payment: refunded };
    const stored = this.storeMessage(message, false);
    this.enqueue({ message: structuredClone(message) });
    return stored;
  }

  /** createInvoiceLink: keeps the invoice and answers a link of its own, as Telegram does. */
  addInvoice(invoice: Omit<StoredInvoice, 'link'>): string {
    const link = `https://t.me/$fake-invoice-${this.nextInvoiceId++}`;
    this.invoices.set(link, { ...invoice, link });
    return link;
  }

  /** Throws what Telegram answers a message to a chat that blocked the bot, or during flood control. */
  checkCanSend(chatId: number): void {
    if (this.floodWait && this.floodWait.remaining > 0) {
      this.floodWait.remaining--;
      const retryAfter = this.floodWait.retryAfter;
      if (this.floodWait.remaining === 0) this.floodWait = null;
      throw new ApiError(429, `Too Many Requests: retry after ${retryAfter}`, { retry_after: retryAfter });
    }
    if (this.blockedBy.has(chatId)) throw new ApiError(403, 'Forbidden: bot was blocked by the user');
  }

  /** Telegram cancels a payment whose pre-checkout query is not answered within 10 seconds. */
  preCheckoutExpired(createdAt: number): boolean {
    return Date.now() - createdAt > PRE_CHECKOUT_ANSWER_LIMIT_MS;
  }

  private nextId(): string {
    return String(4_000_000_000_000 + this.nextQueryId++);
  }

  close(): void {
    this.closed = true;
    this.clearRetry();
    this.pendingPoll?.wake();
    this.closing.abort();
  }
}

/** The kinds of non-text message the fake can send as a user. */
export type MediaKind = 'sticker' | 'photo';

export interface StoredInvoice {
  link: string;
  title: string;
  description: string;
  payload: string;
  currency: string;
  total_amount: number;
  prices: { label: string; amount: number }[];
  provider_token?: string;
  subscription_period?: number;
}

export interface PreCheckoutAnswer {
  pre_checkout_query_id: string;
  ok: boolean;
  error_message?: string;
  /** Milliseconds from the query to the answer. */
  elapsed_ms: number;
  /** Telegram's limit: answered within 10 seconds. */
  in_time: boolean;
}

export interface RefundedPaymentInput {
  currency?: string;
  total_amount: number;
  invoice_payload: string;
  telegram_payment_charge_id: string;
}

export interface SuccessfulPaymentInput {
  currency?: string;
  total_amount: number;
  invoice_payload: string;
  telegram_payment_charge_id?: string;
  provider_payment_charge_id?: string;
  subscription_expiration_date?: number;
  is_recurring?: boolean;
  is_first_recurring?: boolean;
}

/** bot_command entities: a `/command` (optionally `@bot`) at the start of the text or after whitespace. */
function commandEntities(text: string): MessageEntity[] {
  const entities: MessageEntity[] = [];
  for (const match of text.matchAll(/(^|\s)(\/[A-Za-z0-9_]{1,32}(?:@[A-Za-z0-9_]{3,32})?)(?=\s|$)/g)) {
    entities.push({ type: 'bot_command', offset: match.index + match[1]!.length, length: match[2]!.length });
  }
  return entities;
}
