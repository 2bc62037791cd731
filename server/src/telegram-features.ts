import type { Telegraf } from 'telegraf';
import { type BotDeps, createStarsInvoiceLink, editUserStarSubscription, refundStarPayment, reminderMessage } from '@tracker/bot';
import type { Db } from './db/create-db.ts';
import type { AppDeps } from './http/app-env.ts';
import { type ReminderScheduler, type ReminderSendJob, type TelegramReminderChannel, createReminderScheduler } from './jobs/reminder-scheduler.ts';
import { type QueueClock, type TelegramSendQueue, createTelegramSendQueue } from './jobs/telegram-send-queue.ts';
import { notifyClaimedReminders } from './services/reminder-notifications.ts';
import { addHabitFromReminder, markChatBlocked, registerChat, saveMoodFromReminder } from './services/reminders.ts';
import { type StarsPrices, type StarsRefundApi, checkPreCheckout, creditPayment, recordRefund } from './services/subscription.ts';

export interface TelegramFeatureContext {
  db: Db;
  sessionSecret: string;
  now: () => Date;
}

/** The BotDeps of the reminder buttons, chat activity and Stars payments, implemented by the services. */
export function telegramFeatureDeps(ctx: TelegramFeatureContext): Required<Pick<BotDeps, 'chatActive' | 'reminders' | 'payments'>> {
  const { db, sessionSecret, now } = ctx;
  return {
    async chatActive(user) {
      await registerChat(ctx, user);
    },
    reminders: {
      saveMood: (user, mood, reminder) => saveMoodFromReminder(db, user.id, mood, reminder, now()),
      addHabitProgress: (user, habitId, shown, sentAt) => addHabitFromReminder(db, user.id, habitId, shown, now(), sentAt),
    },
    payments: {
      checkPreCheckout: (user, order) => checkPreCheckout(db, sessionSecret, { telegramUserId: user.id, ...order }, now()),
      recordPayment: (user, payment) => creditPayment(db, sessionSecret, user.id, payment, now()),
      recordRefund: (user, refund) => recordRefund(db, refund.telegram_payment_charge_id, now(), user.id),
    },
  };
}

/** Creating invoice links for the HTTP route, through the running bot. */
export function starsPayments(bot: Telegraf): NonNullable<AppDeps['payments']> {
  return { createInvoiceLink: (invoice) => createStarsInvoiceLink(bot.telegram, invoice) };
}

/** The Bot API calls of an admin refund, through `telegram` (a bot's, or telegramClient for the script). */
export function starsRefundApi(telegram: Telegraf['telegram']): StarsRefundApi {
  return {
    cancelSubscription: (userId, chargeId) => editUserStarSubscription(telegram, userId, chargeId, true),
    refundStarPayment: (userId, chargeId) => refundStarPayment(telegram, userId, chargeId),
  };
}

export interface ReminderJobs {
  scheduler: ReminderScheduler;
  /** The Telegram send queue; null without a bot. */
  queue: TelegramSendQueue<ReminderSendJob> | null;
  stop(): Promise<void>;
}

interface ReminderJobOptions {
  db: Db;
  now: () => Date;
  publicUrl: string;
  clock?: QueueClock;
}

/** Reminders into the users' chats through `bot`, at Telegram's pace; a chat that answers 403 is marked blocked. */
function telegramReminderChannel(bot: Telegraf, options: ReminderJobOptions): TelegramReminderChannel {
  const queue = createTelegramSendQueue<ReminderSendJob>({
    onBlocked: (userId) => markChatBlocked(options.db, userId, options.now()),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  return {
    queue,
    send: (reminder) => {
      const message = reminderMessage(reminder, options.publicUrl);
      return bot.telegram.sendMessage(reminder.chatId, message.text, message.reply_markup ? { reply_markup: message.reply_markup } : {});
    },
  };
}

/**
 * The reminder scheduler and, with a `bot`, the send queue it feeds for the open chats; without
 * one (null: no BOT_TOKEN, BOT_MODE=off, Telegram unreachable) every reminder is an in-app
 * notification. Call `scheduler.start()` to tick every minute.
 */
export function createReminderJobs(bot: Telegraf | null, options: ReminderJobOptions): ReminderJobs {
  const telegram = bot ? telegramReminderChannel(bot, options) : null;
  const scheduler = createReminderScheduler({ db: options.db, now: options.now, telegram });
  return {
    scheduler,
    queue: telegram?.queue ?? null,
    async stop() {
      await scheduler.stop();
      // Claimed for a chat but not sent yet (sending 100,000 takes about an hour): in-app, not lost.
      const unsent = ((await telegram?.queue.stop()) ?? []).map((job) => job.reminder);
      await notifyClaimedReminders(options.db, unsent, options.now()).catch((error: unknown) =>
        console.error(`[reminders] ${unsent.length} reminders not sent before the stop could not be written in-app:`, error),
      );
    },
  };
}
