import { type FakeTelegramState, badRequest } from './telegram-state.ts';
import type { InlineKeyboardButton, Message, ReplyMarkup } from './wire-types.ts';

export type Params = Record<string, unknown>;
type Method = (state: FakeTelegramState, params: Params, signal: AbortSignal) => unknown;

/**
 * The Bot API methods the fake answers, keyed by lower-case name (Telegram's method names are
 * case-insensitive). Parameters and errors follow the published API; see ../shared/telegram/bot-api.json.
 */
export const botApiMethods: Record<string, Method> = {
  getme: (state) => ({
    ...state.botUser,
    can_join_groups: true,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
    can_connect_to_business: false,
    has_main_web_app: false,
  }),

  getupdates: (state, params, signal) => {
    const limit = Math.min(100, Math.max(1, optionalInt(params, 'limit') ?? 100));
    const allowed = params.allowed_updates;
    if (allowed !== undefined) {
      if (!Array.isArray(allowed) || !allowed.every((t) => typeof t === 'string')) throw badRequest("can't parse allowed_updates");
      state.allowedUpdates = allowed.length > 0 ? allowed : null;
    }
    return state.getUpdates(optionalInt(params, 'offset') ?? 0, limit, optionalInt(params, 'timeout') ?? 0, signal);
  },

  setwebhook: (state, params) => {
    const url = requiredString(params, 'url', true);
    const drop = params.drop_pending_updates === true;
    if (params.allowed_updates !== undefined) {
      state.allowedUpdates = Array.isArray(params.allowed_updates) && params.allowed_updates.length > 0 ? (params.allowed_updates as string[]) : null;
    }
    if (url === '') {
      state.deleteWebhook(drop);
      return withDescription(true, 'Webhook was deleted');
    }
    if (!URL.canParse(url)) throw badRequest('bad webhook: Failed to resolve host: Name or service not known');
    // Telegram wants https here; the fake also takes http, since the bot under test listens on loopback.
    if (!/^https?:$/.test(new URL(url).protocol)) throw badRequest('bad webhook: An HTTPS URL must be provided for webhook');
    const secret = params.secret_token;
    if (secret !== undefined && (typeof secret !== 'string' || !/^[A-Za-z0-9_-]{1,256}$/.test(secret))) {
      throw badRequest('secret token contains unallowed characters');
    }
    state.setWebhook({ url, secretToken: secret as string | undefined, maxConnections: optionalInt(params, 'max_connections') ?? 40 }, drop);
    return withDescription(true, 'Webhook was set');
  },

  deletewebhook: (state, params) => {
    const had = state.webhook !== null;
    state.deleteWebhook(params.drop_pending_updates === true);
    return withDescription(true, had ? 'Webhook was deleted' : 'Webhook is already deleted');
  },

  getwebhookinfo: (state) => {
    const hook = state.webhook;
    const info: Params = { url: hook?.url ?? '', has_custom_certificate: false, pending_update_count: state.pendingUpdateCount };
    if (hook) {
      info.max_connections = hook.maxConnections;
      if (state.allowedUpdates) info.allowed_updates = state.allowedUpdates;
      if (hook.lastError) {
        info.last_error_date = hook.lastError.date;
        info.last_error_message = hook.lastError.message;
      }
    }
    return info;
  },

  sendmessage: (state, params) => {
    const chatId = chatIdOf(params);
    const text = messageText(params);
    state.checkCanSend(chatId);
    const message: Omit<Message, 'message_id' | 'date' | 'chat' | 'from'> = { text };
    const markup = replyMarkup(params);
    if (markup) message.reply_markup = markup;
    if (Array.isArray(params.entities)) message.entities = params.entities as Message['entities'];
    return state.addBotMessage(chatId, message);
  },

  editmessagetext: (state, params) => {
    const message = editedMessage(state, params);
    state.checkCanSend(message.chat.id);
    if (message.text === undefined) throw badRequest('there is no text in the message to edit');
    const text = messageText(params);
    const markup = replyMarkup(params); // omitted: Telegram removes the inline keyboard
    if (text === message.text && sameMarkup(markup, message.reply_markup)) throw notModified();
    return state.editBotMessage(message, { text, entities: params.entities as Message['entities'], reply_markup: markup });
  },

  editmessagereplymarkup: (state, params) => {
    const message = editedMessage(state, params);
    state.checkCanSend(message.chat.id);
    const markup = replyMarkup(params);
    if (sameMarkup(markup, message.reply_markup)) throw notModified();
    return state.editBotMessage(message, { text: message.text, entities: message.entities, reply_markup: markup });
  },

  answercallbackquery: (state, params) => {
    const id = requiredString(params, 'callback_query_id');
    const query = state.callbackQueries.get(id);
    if (!query || query.answered || query.expired) throw badRequest('query is too old and response timeout expired or query ID is invalid');
    const text = params.text;
    if (text !== undefined && (typeof text !== 'string' || text.length > 200)) throw badRequest('MESSAGE_TOO_LONG');
    query.answered = true;
    return true;
  },

  setmycommands: (state, params) => {
    const commands = params.commands;
    if (!Array.isArray(commands)) throw badRequest("can't parse commands JSON object");
    if (commands.length > 100) throw badRequest('too many commands specified');
    for (const c of commands as Params[]) {
      if (typeof c.command !== 'string' || !/^[a-z0-9_]{1,32}$/.test(c.command)) throw badRequest('BOT_COMMAND_INVALID');
      if (typeof c.description !== 'string' || c.description.length < 1 || c.description.length > 256) {
        throw badRequest('BOT_COMMAND_DESCRIPTION_INVALID');
      }
    }
    state.commands.set(commandsKey(params), commands.map((c: Params) => ({ command: c.command, description: c.description })));
    return true;
  },

  getmycommands: (state, params) => state.commands.get(commandsKey(params)) ?? [],

  setchatmenubutton: (state, params) => {
    const button = (params.menu_button ?? { type: 'default' }) as Params;
    if (button.type === 'web_app') {
      if (typeof button.text !== 'string' || button.text.length === 0) throw badRequest('BUTTON_TEXT_INVALID');
      const url = (button.web_app as Params | undefined)?.url;
      if (typeof url !== 'string' || !url.startsWith('https://')) throw badRequest(`Web App URL '${String(url)}' is invalid: Only HTTPS links are allowed`);
    } else if (button.type !== 'default' && button.type !== 'commands') {
      throw badRequest("can't parse menu button: unsupported type");
    }
    state.menuButtons.set(optionalInt(params, 'chat_id') ?? 'default', button);
    return true;
  },

  getchatmenubutton: (state, params) => {
    const chatId = optionalInt(params, 'chat_id');
    return (chatId !== undefined ? state.menuButtons.get(chatId) : undefined) ?? state.menuButtons.get('default') ?? { type: 'default' };
  },

  sendinvoice: (state, params) => {
    const chatId = chatIdOf(params);
    const invoice = invoiceOf(params);
    if (params.subscription_period !== undefined) throw badRequest('subscription_period is supported only by createInvoiceLink');
    const message: Omit<Message, 'message_id' | 'date' | 'chat' | 'from'> = {
      invoice: {
        title: invoice.title,
        description: invoice.description,
        start_parameter: typeof params.start_parameter === 'string' ? params.start_parameter : '',
        currency: invoice.currency,
        total_amount: invoice.totalAmount,
      },
    };
    const markup = replyMarkup(params);
    if (markup) message.reply_markup = markup;
    return state.addBotMessage(chatId, message);
  },

  createinvoicelink: (state, params) => {
    const invoice = invoiceOf(params);
    const period = optionalInt(params, 'subscription_period');
    if (period !== undefined && (period !== 2592000 || invoice.currency !== 'XTR')) throw badRequest('SUBSCRIPTION_PERIOD_INVALID');
    if (period !== undefined && invoice.totalAmount > 10000) throw badRequest('SUBSCRIPTION_PRICE_INVALID');
    return state.addInvoice({
      title: invoice.title,
      description: invoice.description,
      payload: requiredString(params, 'payload'),
      currency: invoice.currency,
      total_amount: invoice.totalAmount,
      prices: params.prices as { label: string; amount: number }[],
      ...(typeof params.provider_token === 'string' ? { provider_token: params.provider_token } : {}),
      ...(period !== undefined ? { subscription_period: period } : {}),
    });
  },

  answerprecheckoutquery: (state, params) => {
    const id = requiredString(params, 'pre_checkout_query_id');
    const entry = state.preCheckoutQueries.get(id);
    if (entry && !entry.answered && typeof params.ok === 'boolean') {
      const elapsed = Date.now() - entry.createdAt;
      state.preCheckoutAnswers.push({
        pre_checkout_query_id: id,
        ok: params.ok,
        ...(typeof params.error_message === 'string' ? { error_message: params.error_message } : {}),
        elapsed_ms: elapsed,
        in_time: !state.preCheckoutExpired(entry.createdAt),
      });
    }
    if (!entry || entry.answered || state.preCheckoutExpired(entry.createdAt)) {
      throw badRequest('query is too old and response timeout expired or query ID is invalid');
    }
    if (typeof params.ok !== 'boolean') throw badRequest('ok is required');
    if (!params.ok && (typeof params.error_message !== 'string' || params.error_message === '')) throw badRequest('error_message is required');
    entry.answered = true;
    return true;
  },

  edituserstarsubscription: (state, params) => {
    const userId = requiredInt(params, 'user_id');
    const chargeId = requiredString(params, 'telegram_payment_charge_id');
    if (typeof params.is_canceled !== 'boolean') throw badRequest('is_canceled is required');
    const payment = state.payments.get(chargeId);
    if (!payment || payment.userId !== userId) throw badRequest('CHARGE_NOT_FOUND');
    if (!payment.recurring) throw badRequest('SUBSCRIPTION_NOT_FOUND');
    payment.subscriptionCanceled = params.is_canceled;
    return true;
  },

  refundstarpayment: (state, params) => {
    const userId = requiredInt(params, 'user_id');
    const chargeId = requiredString(params, 'telegram_payment_charge_id');
    const payment = state.payments.get(chargeId);
    if (!payment || payment.userId !== userId) throw badRequest('CHARGE_NOT_FOUND');
    if (payment.refunded) throw badRequest('CHARGE_ALREADY_REFUNDED');
    payment.refunded = true;
    return true;
  },
};

/** setWebhook and deleteWebhook answer with a description beside the result. */
export class ResultWithDescription {
  constructor(
    readonly result: unknown,
    readonly description: string,
  ) {}
}
const withDescription = (result: unknown, description: string) => new ResultWithDescription(result, description);

const notModified = () =>
  badRequest('message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message');

function optionalInt(params: Params, name: string): number | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw badRequest(`field "${name}" must be an Integer`);
  return value;
}

function requiredInt(params: Params, name: string): number {
  const value = optionalInt(params, name);
  if (value === undefined) throw badRequest(`${name} is empty`);
  return value;
}

function requiredString(params: Params, name: string, allowEmpty = false): string {
  const value = params[name];
  if (typeof value !== 'string' || (!allowEmpty && value === '')) throw badRequest(`${name} is empty`);
  return value;
}

function chatIdOf(params: Params): number {
  const chatId = params.chat_id;
  if (chatId === undefined || chatId === '') throw badRequest('chat_id is empty');
  // The fake has private chats only: user ids are positive; groups and @channels do not exist here.
  if (typeof chatId !== 'number' || !Number.isInteger(chatId) || chatId <= 0) throw badRequest('chat not found');
  return chatId;
}

function messageText(params: Params): string {
  const raw = params.text;
  if (typeof raw !== 'string' || raw.trim() === '') throw badRequest('message text is empty');
  const text = params.parse_mode === 'HTML' ? stripHtml(raw) : raw;
  if (text.length > 4096) throw badRequest('message is too long');
  return text;
}

/** What a user sees of an HTML-formatted text (entities are not reproduced). */
function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

function editedMessage(state: FakeTelegramState, params: Params): Message {
  if (params.inline_message_id !== undefined) throw badRequest('MESSAGE_ID_INVALID'); // no inline mode in the fake
  const chatId = chatIdOf(params);
  return state.findBotMessage(chatId, requiredInt(params, 'message_id'));
}

/** Inline keyboards are checked the way Telegram checks them; other markups are kept as given. */
function replyMarkup(params: Params): ReplyMarkup | undefined {
  const markup = params.reply_markup;
  if (markup === undefined || markup === null) return undefined;
  if (typeof markup !== 'object' || Array.isArray(markup)) throw badRequest("can't parse reply keyboard markup JSON object");
  const keyboard = (markup as ReplyMarkup).inline_keyboard;
  if (keyboard === undefined) return markup as ReplyMarkup;
  if (!Array.isArray(keyboard) || !keyboard.every(Array.isArray)) throw badRequest("can't parse inline keyboard button: InlineKeyboardButton must be an Object");
  for (const button of keyboard.flat()) checkButton(button);
  // Telegram keeps only the fields it knows (telegraf adds `hide`, for one).
  return { inline_keyboard: keyboard.map((row) => row.map(knownButtonFields)) };
}

const BUTTON_FIELDS = [
  'text', 'icon_custom_emoji_id', 'style', 'url', 'callback_data', 'web_app', 'login_url', 'switch_inline_query',
  'switch_inline_query_current_chat', 'switch_inline_query_chosen_chat', 'copy_text', 'callback_game', 'pay',
] as const;

function knownButtonFields(button: InlineKeyboardButton): InlineKeyboardButton {
  const known: Record<string, unknown> = {};
  for (const field of BUTTON_FIELDS) if (button[field] !== undefined) known[field] = button[field];
  return known as InlineKeyboardButton;
}

function checkButton(button: InlineKeyboardButton): void {
  if (typeof button?.text !== 'string' || button.text === '') throw badRequest('BUTTON_TEXT_INVALID');
  if (button.callback_data !== undefined) {
    const size = Buffer.byteLength(String(button.callback_data));
    if (typeof button.callback_data !== 'string' || size < 1 || size > 64) throw badRequest('BUTTON_DATA_INVALID');
  } else if (button.url !== undefined) {
    // Telegram refuses hosts without a dot, such as localhost (rubenlagus/TelegramBots#302).
    const url = String(button.url);
    const host = URL.canParse(url) ? new URL(url).hostname : '';
    if (!/^(https?|tg):/.test(url) || (!url.startsWith('tg:') && !host.includes('.'))) {
      throw badRequest(`inline keyboard button URL '${url}' is invalid: Wrong HTTP URL`);
    }
  } else if (button.web_app !== undefined) {
    const url = String(button.web_app?.url);
    if (!url.startsWith('https://')) throw badRequest(`inline keyboard button Web App URL '${url}' is invalid: Only HTTPS links are allowed`);
  } else if (!['login_url', 'switch_inline_query', 'switch_inline_query_current_chat', 'switch_inline_query_chosen_chat', 'copy_text', 'callback_game', 'pay'].some((k) => k in button)) {
    throw badRequest("can't parse inline keyboard button: Text buttons are unallowed in the inline keyboard");
  }
}

function sameMarkup(a: ReplyMarkup | undefined, b: ReplyMarkup | undefined): boolean {
  const normal = (m: ReplyMarkup | undefined) => JSON.stringify(m?.inline_keyboard?.length ? m : null);
  return normal(a) === normal(b);
}

function commandsKey(params: Params): string {
  const language = typeof params.language_code === 'string' ? params.language_code : '';
  return `${JSON.stringify(params.scope ?? { type: 'default' })}|${language}`;
}

function invoiceOf(params: Params): { title: string; description: string; currency: string; totalAmount: number } {
  const title = requiredString(params, 'title');
  const description = requiredString(params, 'description');
  const payload = requiredString(params, 'payload');
  const currency = requiredString(params, 'currency');
  if (title.length > 32) throw badRequest('TITLE_INVALID');
  if (description.length > 255) throw badRequest('DESCRIPTION_INVALID');
  if (Buffer.byteLength(payload) > 128) throw badRequest('PAYLOAD_INVALID');
  const prices = params.prices;
  if (!Array.isArray(prices) || prices.length === 0) throw badRequest('prices must be non-empty');
  let totalAmount = 0;
  for (const price of prices as Params[]) {
    if (typeof price.label !== 'string' || typeof price.amount !== 'number' || !Number.isInteger(price.amount)) {
      throw badRequest("can't parse prices JSON object");
    }
    totalAmount += price.amount;
  }
  if (currency === 'XTR') {
    // Payments in Stars: no provider, exactly one price.
    if (typeof params.provider_token === 'string' && params.provider_token !== '') throw badRequest('PROVIDER_TOKEN_INVALID');
    if (prices.length !== 1) throw badRequest('exactly one price must be specified for payments in Telegram Stars');
  }
  if (totalAmount <= 0) throw badRequest('CURRENCY_TOTAL_AMOUNT_INVALID');
  return { title, description, currency, totalAmount };
}
