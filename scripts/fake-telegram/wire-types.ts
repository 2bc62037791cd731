/**
 * The Bot API objects the fake produces, as they travel on the wire (snake_case JSON).
 * Only the fields the fake fills in; names and shapes follow core.telegram.org/bots/api.
 */

/** A Telegram user as tests describe one: the fake adds `is_bot: false`. */
export interface FakeUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

export interface WireUser extends FakeUser {
  is_bot: boolean;
}

export interface Chat {
  id: number;
  type: 'private';
  first_name?: string;
  last_name?: string;
  username?: string;
}

export interface MessageEntity {
  type: string;
  offset: number;
  length: number;
}

export interface InlineKeyboardButton {
  text: string;
  callback_data?: string;
  url?: string;
  web_app?: { url: string };
  [other: string]: unknown;
}

export interface ReplyMarkup {
  inline_keyboard?: InlineKeyboardButton[][];
  [other: string]: unknown;
}

export interface Invoice {
  title: string;
  description: string;
  start_parameter: string;
  currency: string;
  total_amount: number;
}

export interface SuccessfulPayment {
  currency: string;
  total_amount: number;
  invoice_payload: string;
  telegram_payment_charge_id: string;
  provider_payment_charge_id: string;
  subscription_expiration_date?: number;
  is_recurring?: true;
  is_first_recurring?: true;
}

export interface RefundedPayment {
  currency: string;
  total_amount: number;
  invoice_payload: string;
  telegram_payment_charge_id: string;
  provider_payment_charge_id?: string;
}

export interface PhotoSize {
  file_id: string;
  file_unique_id: string;
  width: number;
  height: number;
}

export interface Sticker {
  file_id: string;
  file_unique_id: string;
  type: 'regular';
  width: number;
  height: number;
  is_animated: boolean;
  is_video: boolean;
  emoji?: string;
}

export interface Message {
  message_id: number;
  date: number;
  edit_date?: number;
  from?: WireUser;
  chat: Chat;
  text?: string;
  entities?: MessageEntity[];
  reply_markup?: ReplyMarkup;
  invoice?: Invoice;
  sticker?: Sticker;
  photo?: PhotoSize[];
  successful_payment?: SuccessfulPayment;
  refunded_payment?: RefundedPayment;
}

export interface CallbackQuery {
  id: string;
  from: WireUser;
  message: Message;
  chat_instance: string;
  data: string;
}

export interface PreCheckoutQuery {
  id: string;
  from: WireUser;
  currency: string;
  total_amount: number;
  invoice_payload: string;
}

export interface Update {
  update_id: number;
  message?: Message;
  callback_query?: CallbackQuery;
  pre_checkout_query?: PreCheckoutQuery;
}

/** One Bot API request the bot made, with its parameters as the fake understood them. */
export interface ApiCall {
  method: string;
  params: Record<string, unknown>;
  ok: boolean;
  /** Telegram's error description when `ok` is false. */
  description?: string;
  at: number;
}
