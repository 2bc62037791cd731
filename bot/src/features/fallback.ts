import { Composer, type Context } from 'telegraf';
import type { Message } from 'telegraf/types';
import { botTexts } from '@tracker/shared/texts';
import { answerPress } from '../answer-press.ts';

/**
 * What a person writes or sends (Bot API Message content fields). Everything else on a message is a
 * service notice (successful_payment, refunded_payment, web_app_data, ...), which gets no answer.
 */
const USER_CONTENT = [
  'text', 'animation', 'audio', 'document', 'paid_media', 'photo', 'sticker', 'story', 'video', 'video_note', 'voice',
  'checklist', 'contact', 'dice', 'game', 'poll', 'venue', 'location',
] as const;

const isUserContent = (message: Message) => USER_CONTENT.some((field) => field in message);

/** Must be the last feature: whatever no other feature handled ends here. */
export function fallbackFeature(): Composer<Context> {
  const feature = new Composer<Context>();
  // Only private chats: in a group the bot stays silent instead of answering every message.
  // 'message' leaves out edited messages (their own update type).
  feature.on('message', async (ctx, next) => {
    if (ctx.chat.type !== 'private' || !isUserContent(ctx.message)) return next();
    await ctx.reply(botTexts.unknownMessage);
  });
  // An unanswered callback query leaves the button spinning in the user's client.
  feature.on('callback_query', (ctx) => answerPress(ctx, botTexts.staleButton));
  // Telegram cancels a payment whose pre-checkout query gets no answer in 10 s; refuse it at once instead.
  feature.on('pre_checkout_query', (ctx) => ctx.answerPreCheckoutQuery(false, botTexts.paymentUnavailable));
  return feature;
}
