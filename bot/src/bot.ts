import { Telegraf } from 'telegraf';
import type { PendingLoginResult } from '@tracker/shared/contract';
import type { ReminderHabit } from '@tracker/shared/domain';
import { botTexts } from '@tracker/shared/texts';
import { isWebAppUrl } from './app-links.ts';
import { botCommands } from './commands.ts';
import { normaliseLeadingCommand } from './command-entities.ts';
import { authFeature } from './features/auth.ts';
import { fallbackFeature } from './features/fallback.ts';
import { helpFeature } from './features/help.ts';
import { paymentsFeature } from './features/payments.ts';
import { chatActivityFeature, remindersFeature } from './features/reminders.ts';
import { startFeature } from './features/start.ts';
import { untilDone } from './polling.ts';

export { startPolling } from './polling.ts';
export { habitReminderMessage, moodReminderMessage, reminderMessage, type ReminderMessage, type ReminderToSend } from './features/reminders.ts';
export {
  createStarsInvoiceLink,
  editUserStarSubscription,
  refundStarPayment,
  telegramClient,
  type StarsInvoiceParams,
} from './features/payments.ts';

/** The Telegram account that pressed a sign-in link, as the server stores it. */
export interface TelegramUserInfo {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}


/** `already-answered`: the reminder's note was written by an earlier press (or one at the same time). */
export type MoodPressResult = { outcome: 'saved' | 'already-answered' } | { outcome: 'limit'; message: string } | { outcome: 'no-account' };
/** The reminder message a button is on: Telegram's chat id and message id. */
export interface ReminderMessageKey {
  chatId: number;
  messageId: number;
}
/**
 * `refused`: the app's + rules said no (`message` says why); `habits`: the listed habits as they are
 * now; `outdated`: the reminder was sent on an earlier day of the user's, so nothing was counted.
 */
export type HabitPressResult = { outcome: 'added' | 'refused'; message?: string; habits: ReminderHabit[] } | { outcome: 'no-account' } | { outcome: 'outdated' };

/** What the reminder buttons do (the same rules as the app's buttons). */
export interface ReminderDeps {
  /**
   * Writes a note with `mood` (1-5) today, at most once per reminder message: pressing twice (even
   * twice at once) writes one note. The free tier's notes-per-day limit applies.
   */
  saveMood(user: TelegramUserInfo, mood: 1 | 2 | 3 | 4 | 5, reminder: ReminderMessageKey): Promise<MoodPressResult>;
  /**
   * +1 on the habit's progress today; answers the state of `shownHabitIds` for the edited message.
   * `sentAt`: when the reminder was sent; one sent on an earlier day of the user's counts nothing.
   */
  addHabitProgress(user: TelegramUserInfo, habitId: number, shownHabitIds: number[], sentAt: Date): Promise<HabitPressResult>;
}

export type PreCheckoutVerdict = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'otherUser' | 'amount' | 'unavailable' };

/** Bot API SuccessfulPayment as the bot passes it on. */
export interface StarsPaymentInfo {
  currency: string;
  total_amount: number;
  invoice_payload: string;
  telegram_payment_charge_id: string;
  provider_payment_charge_id?: string;
  subscription_expiration_date?: number;
  is_recurring?: boolean;
  is_first_recurring?: boolean;
}

export type PaymentRecorded =
  | { status: 'activated' | 'renewed'; expiresAt: string; timezone: string }
  | { status: 'duplicate' }
  | { status: 'unrecognised' };

/** `refunded`: `expiresAt` is what the user's other payments still buy, null when the subscription is off. */
export type RefundRecorded =
  | { status: 'refunded'; expiresAt: string | null; timezone: string; /** The refunded charge is of a renewing (monthly) subscription. */ recurring: boolean }
  | { status: 'already-refunded' | 'unknown' };

/** Stars payments (the server signs and checks invoices and keeps the subscription). */
export interface PaymentDeps {
  checkPreCheckout(user: TelegramUserInfo, order: { currency: string; total_amount: number; invoice_payload: string }): Promise<PreCheckoutVerdict>;
  /** Credits a payment once per telegram_payment_charge_id; `duplicate` for a repeated update. */
  recordPayment(user: TelegramUserInfo, payment: StarsPaymentInfo): Promise<PaymentRecorded>;
  recordRefund(user: TelegramUserInfo, refund: { telegram_payment_charge_id: string; total_amount: number }): Promise<RefundRecorded>;
}

/** What the bot needs from the rest of the app; the server implements it. */
export interface BotDeps {
  /** The mini app's public address (PUBLIC_URL). */
  publicUrl: string;
  /** The browser waiting on `sessionKey` becomes signed in as `user`. */
  confirmPendingLogin(sessionKey: string, user: TelegramUserInfo): Promise<PendingLoginResult>;
  /** The user wrote to the bot or pressed a button: their chat can receive reminders (again). */
  chatActive?(user: TelegramUserInfo): Promise<void>;
  /** Reminder buttons; without them the buttons count as stale. */
  reminders?: ReminderDeps;
  /** Stars payments; without them pre-checkout queries are refused. */
  payments?: PaymentDeps;
}

/**
 * The bot with every feature mounted. It does not talk to Telegram until it is started
 * (`startPolling`) or fed updates (`bot.handleUpdate` from the webhook route).
 */
export function createBot(
  token: string,
  deps: BotDeps,
  options: { apiRoot?: string; /** Tests shorten it; default 7 s (Telegram's limit is 10 s). */ preCheckoutAnswerMs?: number } = {},
): Telegraf {
  const bot = new Telegraf(token, { telegram: options.apiRoot ? { apiRoot: options.apiRoot } : {} });

  bot.use(normaliseLeadingCommand); // first: a command typed without its entity, or in capitals, still counts as one
  bot.use(chatActivityFeature(deps)); // then: any message or button reopens a blocked chat, then passes the update on
  bot.use(authFeature(deps)); // before start: it claims `/start auth_<key>` and passes other starts on
  bot.use(startFeature(deps));
  bot.use(helpFeature(deps));
  if (deps.reminders) bot.use(remindersFeature({ reminders: deps.reminders, publicUrl: deps.publicUrl }));
  if (deps.payments) {
    const preCheckout = options.preCheckoutAnswerMs === undefined ? {} : { preCheckoutAnswerMs: options.preCheckoutAnswerMs };
    bot.use(paymentsFeature({ payments: deps.payments }, preCheckout));
  }
  bot.use(fallbackFeature()); // must be the last handler

  bot.catch(async (error, ctx) => {
    console.error(`[bot] update ${ctx.update.update_id} failed:`, error);
    if (ctx.chat?.type !== 'private') return;
    await ctx.reply(botTexts.internalError).catch(() => undefined); // Telegram itself may be what failed
  });
  return bot;
}

/** Telegram's answer to a set-up call it may not offer (a minimal Bot API, an old proxy) is only logged. */
function warnOnFailure(what: string) {
  return (error: unknown) => console.warn(`[bot] ${what} failed, the bot runs without it: ${(error as Error).message}`);
}

/**
 * Once per start-up: the command menu and the menu button that opens the mini app. Both are
 * conveniences: a failure is logged and never keeps the bot from answering.
 */
export async function configureBot(bot: Telegraf, deps: Pick<BotDeps, 'publicUrl'>): Promise<void> {
  await bot.telegram.setMyCommands(botCommands).catch(warnOnFailure('setMyCommands'));
  if (!isWebAppUrl(deps.publicUrl)) {
    console.info(`[bot] menu button not set: Telegram opens mini apps only over https, PUBLIC_URL is ${deps.publicUrl}`);
    return;
  }
  await bot.telegram
    .setChatMenuButton({ menuButton: { type: 'web_app', text: botTexts.menuButton, web_app: { url: deps.publicUrl } } })
    .catch(warnOnFailure('setChatMenuButton'));
}

/**
 * Makes the bot ready to work however long Telegram takes to answer: getMe (the bot's username),
 * tried again until it works, then the command menu and menu button (configureBot). False when
 * `signal` stopped it first.
 */
export async function connectBot(bot: Telegraf, deps: Pick<BotDeps, 'publicUrl'>, signal: AbortSignal): Promise<boolean> {
  const known = await untilDone(
    'getMe',
    async () => {
      bot.botInfo ??= await bot.telegram.getMe();
    },
    signal,
  );
  if (known) await configureBot(bot, deps);
  return known;
}
